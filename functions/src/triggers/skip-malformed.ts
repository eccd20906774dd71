/**
 * A trigger's work that meets a malformed document ends with a warning instead of failing: retrying
 * cannot mend a document (a trigger with `retry: true` would be delivered again for days), and the
 * write that mends it runs the trigger again. Any other error still fails the delivery.
 */
import { MalformedDocumentError } from '@peer-coaching/domain';

export async function skippingMalformed(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    console.warn(JSON.stringify({ severity: 'WARNING', message: `${what}: skipped`, error: error.message }));
  }
}
