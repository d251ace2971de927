import { site } from './site';
import type { ComparisonRow, ComparisonSection } from './types';

export const comparisonSection = {
  heading: `${site.name} ou planilha?`,
  intro: 'A planilha pede disciplina, fórmulas e tempo no computador. O assistente cabe no seu dia.',
  caption: `Comparativo de recursos entre o ${site.name} e planilhas`,
  featureColumnLabel: 'Recurso',
  productColumnLabel: site.name,
  spreadsheetColumnLabel: 'Planilhas',
  yesLabel: 'Sim',
  noLabel: 'Não',
} satisfies ComparisonSection;

export const comparisonRows = [
  { feature: `Funciona pelo ${site.chatApp}`, product: true, spreadsheet: false },
  { feature: 'Registro em segundos, por mensagem', product: true, spreadsheet: false },
  { feature: 'Categorização automática', product: true, spreadsheet: false },
  { feature: 'Relatórios automáticos semanais e mensais', product: true, spreadsheet: false },
  { feature: 'Alertas de metas', product: true, spreadsheet: false },
  { feature: 'Sem fórmulas para manter', product: true, spreadsheet: false },
  { feature: 'Prático de usar no celular', product: true, spreadsheet: false },
  { feature: 'Suporte humano', product: true, spreadsheet: false },
] satisfies ComparisonRow[];
