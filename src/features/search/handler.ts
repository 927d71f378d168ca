/**
 * The search endpoint as one Fetch-shaped function (Request → Response): MSW calls it in the
 * browser and in tests; the production server will call the same function.
 */
import { healthProfileSchema } from './schema';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export async function handleSearchRequest(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'The request body must be JSON.' }, 400);
  }
  const parsed = healthProfileSchema.safeParse(body);
  if (!parsed.success) {
    return json({ error: 'Invalid health profile.', issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, 400);
  }
  // The matching engine arrives with its own issue; until then the endpoint says so honestly,
  // and the client shows its built-in sample products (spec §7, response not ok).
  return json({ error: 'The matching engine is not available yet.' }, 503);
}
