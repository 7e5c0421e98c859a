// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
