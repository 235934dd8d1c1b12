import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface FooterLink {
  label: string;
  url: string;
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The current year, passed in so that stories and tests stay fixed. */
  year: number;
  /** The organisation's name (configuration, not a literal). */
  organisation: string;
  /** '{year}' and '{organisation}' are replaced; translate the template, not the parts. */
  copyrightTemplate?: string;
  /** Optional external links (About us, Privacy Policy…), opened in a new tab. */
  links?: FooterLink[];
}

const Root = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[6]};
  border-block-start: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.phoneOnly} {
    justify-content: center;
    text-align: center;
    padding-inline: ${({ theme }) => theme.space[4]};
    /* Keeps the text clear of the phone's home indicator. */
    padding-block-end: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-bottom, 0px));
  }
`;

const Copyright = styled.p`
  margin: 0;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 24px;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export function formatCopyright(template: string, year: number, organisation: string): string {
  return template.replaceAll('{year}', String(year)).replaceAll('{organisation}', organisation);
}

/** The page footer of §1: copyright, the current year, the organisation name, all rights reserved. */
export function Footer({
  year,
  organisation,
  copyrightTemplate = '© {year} {organisation}. All rights reserved.',
  links = [],
  ...rest
}: FooterProps) {
  return (
    <Root {...rest}>
      <Copyright>{formatCopyright(copyrightTemplate, year, organisation)}</Copyright>
      {links.length > 0 && (
        <Links>
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </Links>
      )}
    </Root>
  );
}
