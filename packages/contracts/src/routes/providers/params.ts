import { z } from 'zod';
import { providerName } from '../site/site-info-schema.ts';

/**
 * The provider segment of a payment-provider path (the spec's `{provider_x}`). One definition answers
 * every provider that offers the call; the server looks the name up in the site's provider list and
 * answers PROVIDER_NOT_FOUND for any other.
 */
export const providerParams = z.object({ provider: providerName });
