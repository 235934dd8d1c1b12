/**
 * Token tables for the Foundations docs page and its stories. Everything is read from the theme
 * objects, so the page cannot drift from what components use.
 */
import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import '@fontsource/dejavu-mono/latin-400.css';
import { contrastRatio, readableTextOn } from '../theme/contrast';
import { themes, type AppTheme, type ColorScheme } from '../theme/themes';

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** Flattens `{ bg: { page: '#…' } }` into `[['bg.page', '#…']]`. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.page};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.body};

  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & h4 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
    text-transform: capitalize;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SwatchItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Chip = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

function Scheme({ scheme, title, children }: { scheme: ColorScheme; title: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={themes[scheme]}>
      <Panel aria-label={title}>
        <h3>{title}</h3>
        {children}
      </Panel>
    </ThemeProvider>
  );
}

/** Every semantic colour of one scheme, grouped, with the text colour `readableTextOn` picks and its ratio. */
export function ColourPalette({ scheme }: { scheme: ColorScheme }) {
  const groups = Object.entries(themes[scheme].color);
  return (
    <Scheme scheme={scheme} title={`Colours, ${scheme} scheme`}>
      {groups.map(([group, values]) => (
        <div key={group}>
          <h4>{group}</h4>
          <Grid>
            {flatten(values).map(([name, value]) => {
              const ink = HEX.test(value) ? readableTextOn(value) : undefined;
              return (
                <SwatchItem key={name}>
                  <Chip style={{ background: value, color: ink }} aria-hidden="true">
                    {ink ? 'Aa' : ''}
                  </Chip>
                  <span>
                    <strong>{`${group}.${name}`}</strong>
                    <br />
                    <Code>
                      {value}
                      {ink ? ` · ${contrastRatio(value, ink).toFixed(1)}:1` : ''}
                    </Code>
                  </span>
                </SwatchItem>
              );
            })}
          </Grid>
        </div>
      ))}
    </Scheme>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 140px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[2]};
  border-block-end: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Font sizes (rem, so the member's font-size setting scales them), weights and the two line heights. */
export function TypeScale() {
  const { font } = themes.light;
  return (
    <Scheme scheme="light" title="Type">
      <p>
        <Code>{font.family.sans}</Code>
        <br />
        <Code>{`:lang(ar) → ${font.family.arabic}`}</Code>
      </p>
      <List>
        {Object.entries(font.size).map(([name, size]) => (
          <Row key={name}>
            <span>
              <strong>{`font.size.${name}`}</strong>
              <br />
              <Code>{`${size} · ${parseFloat(size) * 16}px`}</Code>
            </span>
            <span style={{ fontSize: size, lineHeight: font.lineHeight.tight }}>
              Calm, warm and clear · Sakin
            </span>
          </Row>
        ))}
        {Object.entries(font.weight).map(([name, weight]) => (
          <Row key={name}>
            <span>
              <strong>{`font.weight.${name}`}</strong>
              <br />
              <Code>{weight}</Code>
            </span>
            <span style={{ fontWeight: weight, fontSize: font.size.lg }}>Book a session</span>
          </Row>
        ))}
        {Object.entries(font.lineHeight).map(([name, height]) => (
          <Row key={name}>
            <span>
              <strong>{`font.lineHeight.${name}`}</strong>
              <br />
              <Code>{height}</Code>
            </span>
            <span style={{ lineHeight: height, maxWidth: 360 }}>
              Members are often not technical and sometimes unwell: large readable type, obvious actions.
            </span>
          </Row>
        ))}
      </List>
    </Scheme>
  );
}

const Bar = styled.span`
  display: block;
  height: 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary.default};
`;

/** The 4 px spacing grid. */
export function SpacingScale() {
  return (
    <Scheme scheme="light" title="Spacing">
      <List>
        {Object.entries(themes.light.space).map(([name, size]) => (
          <Row key={name}>
            <span>
              <strong>{`space[${name}]`}</strong> <Code>{size}</Code>
            </span>
            <Bar style={{ width: size }} />
          </Row>
        ))}
      </List>
    </Scheme>
  );
}

const Tile = styled.li`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

const Box = styled.span`
  display: block;
  width: 96px;
  height: 64px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
`;

/** Corner radii: cards `lg`, inputs and buttons `md`, pills `pill`. */
export function Radii() {
  return (
    <Scheme scheme="light" title="Radii">
      <Grid>
        {Object.entries(themes.light.radius).map(([name, radius]) => (
          <Tile key={name}>
            <Box style={{ borderRadius: radius }} />
            <span>
              <strong>{`radius.${name}`}</strong> <Code>{radius}</Code>
            </span>
          </Tile>
        ))}
      </Grid>
    </Scheme>
  );
}

/** Elevation: soft shadows in the light scheme, surface tone in the dark one. */
export function Shadows({ scheme }: { scheme: ColorScheme }) {
  const theme: AppTheme = themes[scheme];
  return (
    <Scheme scheme={scheme} title={`Shadows, ${scheme} scheme`}>
      <Grid>
        {Object.entries(theme.shadow).map(([name, shadow]) => (
          <Tile key={name}>
            <Box
              style={{ boxShadow: shadow, borderColor: 'transparent', background: theme.color.bg.raised }}
            />
            <span>
              <strong>{`shadow.${name}`}</strong>
            </span>
          </Tile>
        ))}
      </Grid>
    </Scheme>
  );
}
