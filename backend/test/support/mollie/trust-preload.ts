// Preloaded into a child process by childProcessEnv() (child-process-env.ts):
// `node --import=<this file>` (Node 24 strips the types). Trusts the certificate in the file
// named by MOLLIE_STAND_IN_CA_FILE for the whole life of the process.
import { readFileSync } from 'node:fs';
import { trustCertificate } from './trust-certificate.ts';

const certificateFile = process.env.MOLLIE_STAND_IN_CA_FILE;
if (certificateFile) trustCertificate(readFileSync(certificateFile, 'utf8'));
