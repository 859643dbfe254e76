// The student page layout an experiment assigns; shared by the participant and public-page schemas.
import * as z from 'zod';

export const studentPageVariants = ['desktop', 'mobile'] as const;
export const studentPageVariantSchema = z.enum(studentPageVariants);
