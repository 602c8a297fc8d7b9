import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A signed token naming only the person and the token's own id (for revocation). */
  issue(userId: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: userId, jti: randomUUID() },
      { secret: this.config.jwtSecret, expiresIn: this.config.jwtExpiresInSeconds, algorithm: 'HS256' },
    );
  }
}
