// The sign-in form's checks, a module of their own so that the form's page loads without zod (lib/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

export const signInInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});

export const signInResolver = zodResolver(signInInputSchema);
