import { screen } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { AuthForm, EmailField } from '@/features/auth/components/auth-form';
import { lazyResolver } from '@/lib/lazy-resolver';
import { renderWithProviders } from '@/testing/render';

type Values = { email: string };

const checks: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });

function Form({ resolver, onValid }: { resolver: Resolver<Values>; onValid: (input: Values) => void }) {
  const form = useForm<Values>({ resolver, defaultValues: { email: '' } });
  return (
    <AuthForm
      form={form}
      onValid={onValid}
      isPending={false}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
    >
      <EmailField />
    </AuthForm>
  );
}

describe('AuthForm', () => {
  it("says the form couldn't load when its checks fail to load, and sends on the next submit", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(checks);
    const onValid = vi.fn<(input: Values) => void>();
    const view = renderWithProviders(<Form resolver={lazyResolver(load)} onValid={onValid} />);
    await view.user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');

    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the form, please retry.");
    expect(onValid).not.toHaveBeenCalled();

    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => onValid.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
