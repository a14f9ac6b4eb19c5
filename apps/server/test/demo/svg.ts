import { SaxesParser } from 'saxes';

/** Parses a document as strict XML (throws on any error) and returns its root element's name and attributes. */
export function parseSvg(xml: string): { root: string; attributes: Record<string, string>; texts: string[] } {
  const parser = new SaxesParser();
  let root: { name: string; attributes: Record<string, string> } | undefined;
  const texts: string[] = [];
  parser.on('opentag', (tag) => {
    root ??= { name: tag.name, attributes: tag.attributes as Record<string, string> };
  });
  parser.on('text', (value) => texts.push(value));
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return { root: root.name, attributes: root.attributes, texts };
}
