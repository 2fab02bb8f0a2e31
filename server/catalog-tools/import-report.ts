import type { CreatedRecord } from './csv-perfumes';
import type { ImportReport } from './import';

// The lines an operator reads after an import: what was added, and everything the import filled
// in by itself (new records, copied descriptions) so that it can be reviewed and corrected.

const kinds = {
  brands: ['brand', 'brands'],
  families: ['family', 'families'],
  ingredients: ['ingredient', 'ingredients'],
} as const;

export function describeImport(
  report: ImportReport,
  target: string,
  where: string,
  seconds: string,
): string[] {
  const lines = [
    `Imported ${target} (${report.mode}) into ${where} in ${seconds} s: ` +
      `${report.perfumes.added} perfumes added, ${report.perfumes.updated} updated, ` +
      `${report.perfumes.total} in the catalog. Catalog version is now ${report.version}.`,
  ];
  for (const kind of ['brands', 'families', 'ingredients'] as const) {
    const created = report.created[kind];
    if (created.length === 0) continue;
    const [one, many] = kinds[kind];
    lines.push(`Created ${created.length} new ${created.length === 1 ? one : many}:`);
    for (const record of created) lines.push(`  ${createdLine(record)}`);
  }
  const copied = report.copiedDescriptions;
  if (copied.length > 0) {
    lines.push(
      `${copied.length} perfume${copied.length === 1 ? ' has' : 's have'} the English description in place of a ` +
        'missing French or Spanish one; translate them:',
    );
    for (const c of copied)
      lines.push(`  row ${c.row} "${c.perfume}": ${c.languages.join(' and ')}`);
  }
  return lines;
}

function createdLine(record: CreatedRecord): string {
  const at = record.row === undefined ? '' : `row ${record.row}: `;
  const assumed = record.assumed ? ` — ${record.assumed}` : '';
  return `${at}${record.name} (id ${record.id}, key ${record.key})${assumed}`;
}
