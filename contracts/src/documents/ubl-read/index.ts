export { readUbl } from './read-ubl.js';
export { receivedEpcPayload } from './received-epc.js';
export { MAX_XML_BYTES } from './xml-tree.js';
export type {
  ReceivedAllowanceCharge,
  ReceivedAttachment,
  ReceivedAttachmentContent,
  ReceivedBillingReference,
  ReceivedDocumentType,
  ReceivedDocumentView,
  ReceivedLine,
  ReceivedParty,
  ReceivedPaymentMeans,
  ReceivedTotals,
  ReceivedVatCategory,
  ReceivedVatSubtotal,
  UblReadResult,
  UblRefusal,
} from './received-document-view.js';
