import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * Validates an OAI-PMH answer against the protocol's schemas (OAI-PMH.xsd, oai_dc.xsd with simple
 * Dublin Core, MARC21slim.xsd) with libxml2's xmllint compiled to WebAssembly: nothing to install
 * beyond npm. The metadata is checked strictly, as OAI-PMH.xsd says.
 */

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'oai-schemas');
const files = [
  'OAI-PMH.xsd',
  'oai_dc.xsd',
  'simpledc20021212.xsd',
  'xml.xsd',
  'MARC21slim.xsd',
  'all-formats.xsd',
];
const preload = files.map((fileName) => ({
  fileName,
  contents: fs.readFileSync(path.join(dir, fileName), 'utf8'),
}));

/** The schema errors of the document; empty when it is valid. */
export async function oaiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'answer.xml', contents: xml }],
    schema: preload.find((f) => f.fileName === 'all-formats.xsd')!,
    preload: preload.filter((f) => f.fileName !== 'all-formats.xsd'),
  });
  return result.errors.map((e) => e.rawMessage);
}
