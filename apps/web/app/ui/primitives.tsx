import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link as RouterLink, type LinkProps as RouterLinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={["button", `button--${variant}`, className].filter(Boolean).join(" ")} {...props} />;
}

/** A router link; `variant` turns it into a button-styled call to action. */
export function Link({ variant, className, ...props }: RouterLinkProps & { variant?: ButtonVariant }) {
  const classes = [variant ? `button button--${variant}` : "link", className].filter(Boolean).join(" ");
  return <RouterLink className={classes} {...props} />;
}

export function Card({
  title,
  headingLevel = 2,
  children,
  className,
}: {
  title?: string;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={["card", className].filter(Boolean).join(" ")}>
      {title ? (
        <Heading level={headingLevel} className="card__title">
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

export function Heading({
  level,
  children,
  className,
  id,
}: {
  level: 1 | 2 | 3 | 4;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={[`heading heading--${level}`, className].filter(Boolean).join(" ")}>
      {children}
    </Tag>
  );
}

export const MAIN_ID = "inhoud";

/** First focusable element of every page: jumps past the navigation to <main id="inhoud">. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      Naar de inhoud
    </a>
  );
}
