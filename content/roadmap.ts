import { site } from './site';
import type { ProExtra, RoadmapItem, RoadmapSection, RoadmapStatus } from './types';

export const roadmapSection = {
  heading: 'O que vem por aí',
  intro: 'O assistente evolui com quem usa. Veja o que estamos construindo e o que vem depois.',
  extrasHeading: 'Extras para profissionais',
  extrasIntro: 'Também estamos preparando recursos para quem trabalha por conta própria.',
  statusLabel: 'Status',
  tagLabel: 'Tema',
} satisfies RoadmapSection;

export const roadmapStatusLabels = {
  developing: 'Em desenvolvimento',
  next: 'Próximo',
  planned: 'Planejado',
  future: 'Futuro',
} satisfies Record<RoadmapStatus, string>;

export const roadmapItems = [
  {
    icon: 'chat',
    title: 'Mensagens de voz',
    description: 'Mande um áudio contando o gasto e o assistente transcreve e registra para você.',
    tag: 'Áudio',
    status: 'developing',
  },
  {
    icon: 'card',
    title: 'Leitura de comprovantes PIX',
    description: 'Encaminhe o comprovante do PIX e o lançamento é registrado sozinho, com valor e destinatário.',
    tag: 'PIX',
    status: 'developing',
  },
  {
    icon: 'users',
    title: 'Conta compartilhada para casais',
    description: `Duas pessoas no mesmo orçamento, cada uma registrando pelo próprio ${site.chatApp}.`,
    tag: 'Casais',
    status: 'next',
  },
  {
    icon: 'report',
    title: 'Foto da nota fiscal',
    description: 'Tire uma foto do cupom ou da nota fiscal e veja os itens separados por categoria.',
    tag: 'Nota fiscal',
    status: 'planned',
  },
  {
    icon: 'bank',
    title: 'Integração com bancos',
    description: 'Com a sua autorização, traga as movimentações da conta para junto dos lançamentos do chat.',
    tag: 'Open Finance',
    status: 'planned',
  },
  {
    icon: 'chart',
    title: 'Acompanhamento de investimentos',
    description: 'Veja a evolução dos seus investimentos ao lado dos gastos e das receitas do mês.',
    tag: 'Investimentos',
    status: 'future',
  },
] satisfies RoadmapItem[];

export const proExtras = [
  {
    icon: 'briefcase',
    title: 'Separe PJ e PF',
    description: 'Marque o que é da empresa e o que é pessoal e pare de misturar as contas.',
  },
  {
    icon: 'download',
    title: 'Relatório para o contador',
    description: 'Um resumo mensal organizado, pronto para enviar ao seu contador.',
  },
  {
    icon: 'calendar',
    title: 'Controle do MEI e do DAS',
    description: 'Acompanhe o faturamento em relação ao limite do MEI e receba um lembrete antes do vencimento do DAS.',
  },
] satisfies ProExtra[];
