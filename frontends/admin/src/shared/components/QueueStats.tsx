import { formatListTotal, type ListPageInfo } from '@app/contracts/common';
import { useLanguage } from '@app/platform';

export type QueueStat = {
  readonly label: string;
  readonly count: Pick<ListPageInfo, 'total' | 'totalCapped'>;
  readonly testId: string;
};

/** A queue's counters over all its rows, each counted up to a cap ('1,000+'). */
export function QueueStats({ stats }: { readonly stats: readonly QueueStat[] }) {
  const language = useLanguage();
  return (
    <ul className="admin-stats">
      {stats.map((stat) => (
        <li key={stat.testId} className="admin-stat">
          <span className="admin-stat__value" data-testid={stat.testId}>
            {formatListTotal(stat.count, language)}
          </span>
          {stat.label}
        </li>
      ))}
    </ul>
  );
}

export type ListCountProps = {
  /** Rows loaded so far. */
  readonly shown: number;
  readonly total: Pick<ListPageInfo, 'total' | 'totalCapped'>;
  /** The sentence, from the two numbers as the language writes them. */
  readonly text: (shown: string, total: string) => string;
};

/** '2 of 1,000+ emails' under a list. */
export function ListCount({ shown, total, text }: ListCountProps) {
  const language = useLanguage();
  return (
    <p className="admin-muted" data-testid="admin-queue-count">
      {text(
        formatListTotal({ total: shown, totalCapped: false }, language),
        formatListTotal(total, language),
      )}
    </p>
  );
}
