import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';

/** Hashes and checks passwords; an interface so a test can count calls. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read; never throws for either. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Checks the password against a hash of a random one and answers false. Sign-in calls it when the
   * username does not exist, so a wrong username costs as long as a wrong password and the response
   * time does not reveal which usernames exist.
   */
  verifyDecoy(password: string): Promise<false>;
}

/**
 * OWASP's minimum argon2id costs: 19 MiB of memory, 2 passes, 1 lane (about 20 ms here). Argon2id is
 * the package's default algorithm and is left to it: the package's `Algorithm` is an ambient const
 * enum that isolated modules cannot read, and its run-time export is an empty object. The signup test
 * checks that the stored hash says `$argon2id$`.
 */
export const argon2Options: Options = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function createArgon2Hasher(options: Options = argon2Options): PasswordHasher {
  let decoy: Promise<string> | undefined;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyDecoy(password) {
      decoy ??= hash(randomBytes(16).toString('base64url'), options);
      await check(await decoy, password);
      return false;
    },
  };
}
