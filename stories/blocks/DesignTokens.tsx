import { site } from '../../content/site';
import css from '../../src/styles/tokens.css?raw';
import styles from './DesignTokens.module.css';
import { type Token, parseTokens } from './tokens';

const groups = parseTokens(css);

/** `1.5rem` → `24 px`, so the 4 px grid is visible; anything else as written. */
function pixels(value: string): string | undefined {
  const rem = /^(-?[\d.]+)rem$/.exec(value);
  return rem?.[1] ? `${Number(rem[1]) * 16} px` : undefined;
}

/** What a token looks like, drawn with the token itself (var(--…)), so the specimen is the real thing. */
function Specimen({ name }: Token) {
  const v = `var(${name})`;
  const sample = `Controle suas finanças pelo ${site.chatApp}`;
  if (name.startsWith('--color-')) return <span className={styles.Swatch} style={{ background: v }} />;
  if (name.startsWith('--font-size-')) return <span style={{ fontSize: v, fontWeight: 700, lineHeight: 1.2 }}>{sample}</span>;
  if (name.startsWith('--font-weight-')) return <span style={{ fontWeight: v }}>{sample}</span>;
  if (name.startsWith('--font-')) return <span style={{ fontFamily: v }}>{sample} 💬</span>;
  if (name.startsWith('--line-height-'))
    return (
      <span className={styles.Lines} style={{ lineHeight: v }}>
        {sample}. {sample}. {sample}.
      </span>
    );
  if (name.startsWith('--space-')) return <span className={styles.Bar} style={{ width: v }} />;
  if (name.startsWith('--radius-')) return <span className={styles.Box} style={{ borderRadius: v }} />;
  if (name.startsWith('--shadow-')) return <span className={styles.Box} style={{ boxShadow: v }} />;
  if (name === '--tap-target') return <span className={styles.Box} style={{ width: v, height: v }} />;
  return null;
}

/**
 * The Design tokens page's body, generated from src/styles/tokens.css at build time: every token
 * under its heading, with its value, its note and a specimen drawn with the token.
 */
export function DesignTokens() {
  return (
    <div className={styles.Root}>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`tokens-${group.title}`}>
          <h2 id={`tokens-${group.title}`}>{group.title}</h2>
          {group.description ? <p>{group.description}</p> : null}
          <table className={styles.Table}>
            <thead>
              <tr>
                <th scope="col">token</th>
                <th scope="col">value</th>
                <th scope="col">specimen</th>
              </tr>
            </thead>
            <tbody>
              {group.tokens.map((token) => (
                <tr key={token.name}>
                  <th scope="row">
                    <code>{token.name}</code>
                  </th>
                  <td>
                    <code>{token.value}</code>
                    {pixels(token.value) ? <span className={styles.Note}> = {pixels(token.value)}</span> : null}
                    {token.note ? <span className={styles.Note}>{token.note}</span> : null}
                  </td>
                  <td>
                    <Specimen {...token} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
