// `npm run demo:intranet`: a sample company intranet on another site, http://127.0.0.1:4100,
// showing the widgets of the product running on http://localhost:3000 (`npm start` first).
//
// It signs in to the product as the demo admin through the built-in sign-in (the simplest
// robust way: the product's own API, no second process on its embedded database), allows its
// own origin on the demo company, creates the embed app "Demo intranet" (replacing an earlier
// one) and keeps its secret in this process for its token endpoint.
//   PRODUCT_URL (default http://localhost:3000), DEMO_INTRANET_PORT (default 4100),
//   DEMO_EMAIL / DEMO_PASSWORD (default the demo admin of `npm run db:seed`).
import { DEMO_EMAIL, DEMO_PASSWORD } from '../bff/src/db/seeds/demo.ts';
import { allowOriginAndCreateApp, startIntranet } from './demo-intranet-site.ts';

const productUrl = (process.env.PRODUCT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const port = Number(process.env.DEMO_INTRANET_PORT ?? 4100);
const email = process.env.DEMO_EMAIL ?? DEMO_EMAIL;
const password = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD;
const origin = `http://127.0.0.1:${port}`;

async function main() {
  let signIn: Response;
  try {
    signIn = await fetch(`${productUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error(`The product does not answer at ${productUrl}: start it with \`npm start\`.`);
  }
  if (!signIn.ok) {
    throw new Error(
      `Signing in to ${productUrl} as ${email} failed (${signIn.status}): the demo intranet needs the built-in sign-in and the demo data (\`npm run db:seed\`), or DEMO_EMAIL and DEMO_PASSWORD of a company admin.`,
    );
  }
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const user = (await signIn.json()) as {
    companies: { id: string; name: string; role: string }[];
  };
  const company = user.companies.find((c) => c.role === 'admin');
  if (!company) throw new Error(`${email} is an admin of no company.`);

  const { secret } = await allowOriginAndCreateApp({
    productUrl,
    cookie,
    companyId: company.id,
    origin,
    appName: 'Demo intranet',
  });
  const intranet = await startIntranet({
    productUrl,
    companyId: company.id,
    appSecret: () => secret,
    email: () => email,
    port,
  });
  console.log(`Acme intranet: ${intranet.url} (another site than ${productUrl})`);
  console.log(`  ${intranet.url}/server  the intranet's server gets ${email}'s token (token-url)`);
  console.log(`  ${intranet.url}/popup   sign in to PortfolioAI in a popup`);
  console.log(`  ${intranet.url}/iframe  the product's widget page in an iframe`);
  console.log(`It allowed ${origin} and created the embed app "Demo intranet" on ${company.name}.`);
  const stop = () => void intranet.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
