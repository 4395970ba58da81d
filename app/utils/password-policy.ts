// Rules a person understands: long enough, not one of the passwords everybody tries first.
import { errorMessage } from "~/utils/error-message";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// The most common passwords in public breach lists (lower-cased); a guesser tries these first.
const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 col123456 123123 1234567 1234 1234567890 000000 555555 666666
  123321 654321 7777777 123 d1lakiss 777777 110110jp 1111 987654321 121212 gizli abc123 112233 azerty 159753 1q2w3e4r 54321 pass@123
  222222 qwertyuiop qwerty123456 123654 iloveyou a1b2c3 999999 groupd2013 1q2w3e 1qaz2wsx password1 password123 password12 passw0rd
  p@ssw0rd p@ssword qwerty 11111111 00000000 88888888 12341234 87654321 11223344 abcd1234 aa123456 asdfghjk asdfasdf zxcvbnm1 zxcvbnm
  qazwsxedc 1qazxsw2 q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t 1q2w3e4r5t6y qwer1234 admin123 administrator welcome welcome1 welcome123 letmein
  letmein1 monkey dragon sunshine princess football baseball superman batman trustno1 master shadow michael jennifer jordan23 hunter2
  iloveyou1 whatever freedom starwars computer internet mustang charlie liverpool chelsea arsenal secret secret123 changeme changeme123
  default guest login test test123 testing test1234 pa55word mauritius mauritius123 paradise holiday holidays summer2024 summer2025
  summer2026 winter2025 spring2025 autumn2025 january february march2025 lovely beautiful flower butterfly chocolate cookie blessed
  jesus123 angel angel123 love123 loveyou lovely123 family family123 banana orange apple123 pokemon naruto minecraft fortnite
  basketball soccer hockey tennis golfer 696969 987654 102030 112233445566 147258369 159357 789456123 741852963 135790 246810 13579
  aaaaaa aaaaaaaa abcdef abcdefg abcdefgh abc12345 a123456 a12345678 123abc 123qwe qwe123 asd123 zaq12wsx 1a2b3c4d 123456a 123456789a
  12345678a 1234qwer qwerasdf asdfghjkl qwertyu 123456q killer ninja 1234abcd passpass password! password1! qwerty! 12345! 123456!`
    .split(/\s+/)
    .filter(Boolean),
);

/** Returns the message (errorMessage) of the rule a password breaks, or null when it is fine. */
export function passwordProblem(password: string, email = ""): string | null {
  if (password.length < PASSWORD_MIN) return errorMessage("Use at least {min} characters", { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) return errorMessage("Use at most {max} characters", { max: PASSWORD_MAX });
  const lower = password.toLowerCase();
  if (COMMON.has(lower))
    return errorMessage("This password is too common: it is one of the first a stranger would try");
  if (/^(.)\1+$/.test(password)) return errorMessage("Use more than one repeated character");
  const local = email.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && lower.includes(local))
    return errorMessage("Do not use your e-mail address in your password");
  return null;
}
