import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { KeyObject } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, type JwtFromRequestFunction, Strategy } from 'passport-jwt';
import type { AuthUser, TokenPayload } from '../../../platform/auth/auth-user.js';
import type { RememberedSessions } from '../../../platform/auth/remembered-sessions.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../credentials/credential-store.port.js';
import { UserDirectory } from '../queries/user-directory.js';
import { JWT_KEY } from './jwt-key.js';
import { VerifiedTokens } from './verified-tokens.js';

/**
 * Checks the bearer token, then the person as they are now: a deactivated or deleted person, or a
 * logged-out token, is refused even before the token expires, and a role change applies at once.
 * Tokens issued before the person's last deactivation or role change stay refused for good.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') implements RememberedSessions {
  private readonly tokenOf: JwtFromRequestFunction;
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(JWT_KEY) key: KeyObject,
    private readonly directory: UserDirectory,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {
    const tokenOf = ExtractJwt.fromAuthHeaderAsBearerToken();
    // passport-jwt hands the key to jsonwebtoken, which takes a KeyObject; its types only say string | Buffer.
    const secretOrKey = key as unknown as Buffer;
    super({
      jwtFromRequest: tokenOf,
      secretOrKey,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
    this.tokenOf = tokenOf;
  }

  /**
   * A token verified before (verified-tokens.ts) skips the signature check and goes straight to
   * the person's checks; the access guard asks here before it involves passport.
   */
  userFor(request: { readonly headers: { readonly authorization?: string } }): Promise<AuthUser> | null {
    // The same extractor passport-jwt is given, so both paths read the same token.
    const token = this.tokenOf(request);
    const payload = token ? this.verified.get(token, Date.now()) : undefined;
    return payload ? this.checkPerson(payload) : null;
  }

  /** Called by passport-jwt once it has verified a token's signature and expiry. */
  async validate(request: Parameters<Strategy['authenticate']>[0], payload: TokenPayload): Promise<AuthUser> {
    const user = await this.checkPerson(payload);
    const token = this.tokenOf(request);
    if (token) this.verified.remember(token, payload);
    return user;
  }

  private async checkPerson(payload: TokenPayload): Promise<AuthUser> {
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') throw new UnauthorizedException();
    const session = await this.directory.findSessionHolder(payload.sub);
    if (!session || !session.user.isActive) throw new UnauthorizedException();
    const issuedAt = payload.iatMs ?? (payload.iat ?? 0) * 1000;
    // Issued before a deactivation or a role change: revoked, even after a reactivation.
    if (session.sessionsValidFrom !== null && issuedAt < Date.parse(session.sessionsValidFrom))
      throw new UnauthorizedException();
    const { user } = session;
    if (await this.credentials.isTokenRevoked(payload.jti)) throw new UnauthorizedException();
    return {
      id: user.id,
      role: user.role,
      name: user.name,
      email: user.email,
      branchId: user.branchId,
      tokenId: payload.jti,
      tokenExpiresAt: (payload.exp ?? 0) * 1000,
    };
  }
}
