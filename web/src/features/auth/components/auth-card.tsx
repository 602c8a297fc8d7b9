import type { FormEvent, ReactNode } from 'react';
import { Callout, Card, H2, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

export interface AuthCardProps {
  readonly title: string;
  readonly subtitle: string;
  readonly failure: string | null;
  readonly onSubmit: () => Promise<void>;
  readonly children: ReactNode;
  readonly switchText: string;
  readonly switchLabel: string;
  readonly switchTo: string;
}

/** The frame of the login and register forms: title, failure banner, form and a link to the other one. */
export function AuthCard({
  title,
  subtitle,
  failure,
  onSubmit,
  children,
  switchText,
  switchLabel,
  switchTo,
}: AuthCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <div className="auth-page">
      <Card className="auth-card" elevation={2}>
        <H2>{title}</H2>
        <p className="muted">{subtitle}</p>
        {failure && (
          <Callout intent={Intent.DANGER} role="alert" compact className="auth-card__alert">
            {failure}
          </Callout>
        )}
        <form onSubmit={submit} noValidate aria-label={title}>
          {children}
        </form>
        <p className="auth-card__switch">
          {switchText} <Link to={switchTo}>{switchLabel}</Link>
        </p>
      </Card>
    </div>
  );
}
