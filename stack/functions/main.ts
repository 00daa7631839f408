// Runs one Supabase edge function under Deno the way the local edge runtime serves it: the function's own
// `Deno.serve(...)` call, bound to the port the gateway proxies to. Development stand-in for Supabase's
// edge runtime (`supabase functions serve`). Usage: deno run ... main.ts <entrypoint file URL> <port>
const [entry, portText] = Deno.args;
if (!entry || !portText) throw new Error('usage: main.ts <entrypoint> <port>');
const port = Number(portText);

type ServeArgs = Parameters<typeof Deno.serve>;
const serve = Deno.serve.bind(Deno);
const bound = { port, hostname: '127.0.0.1', onListen: () => console.log(`listening on ${port}`) };

// deno-lint-ignore no-explicit-any
(Deno as any).serve = (...args: ServeArgs) => {
  const [first, second] = args as unknown[];
  if (typeof first === 'function') return serve(bound, first as Deno.ServeHandler);
  return serve({ ...(first as object), ...bound } as Deno.ServeTcpOptions, second as Deno.ServeHandler);
};

await import(entry);
