/**
 * The order tracking form's input: the order's reference (as on the confirmation) and the e-mail it
 * was placed with.
 */
import { z } from 'zod';
import { email, honeypot, required } from '../form-fields';

export const trackOrderSchema = z.object({ reference: required({ max: 60 }), email, ...honeypot });
export type TrackOrderInput = z.infer<typeof trackOrderSchema>;
