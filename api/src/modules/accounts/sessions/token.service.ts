import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID, type KeyObject } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JWT_KEY } from './jwt-key.js';

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_KEY) private readonly key: KeyObject,
  ) {}

  /**
   * A signed token naming only the person, the token's own id (for revocation) and the instant it
   * was issued in milliseconds (so a deactivation or a role change revokes every earlier token).
   */
  issue(userId: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: userId, jti: randomUUID(), iatMs: Date.now() },
      { privateKey: this.key, expiresIn: this.config.jwtExpiresInSeconds, algorithm: 'HS256' },
    );
  }
}
