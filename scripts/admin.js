// Creates or promotes an admin by e-mail, for an operator with shell access:
//   npm run admin -- you@example.com
// A new account gets a random password, printed once; an existing account keeps its password.
import { serverBuild } from "./server-build.js";

const email = process.argv[2];
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("Usage: npm run admin -- you@example.com");
  process.exit(1);
}
const app = await serverBuild();
const result = await app.promoteAdmin(email);
if (result.password) {
  console.log(`Created the admin ${email}. Password (shown only this once): ${result.password}`);
} else {
  console.log(`${email} is now an admin.`);
}
process.exit(0);
