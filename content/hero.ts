import { anchors, hash } from './anchors';
import { site } from './site';
import type { HeroContent, MockMessage, TrustBadge } from './types';

export const hero = {
  eyebrow: `${site.claims.users} pessoas já organizam as contas pelo ${site.chatApp}`,
  headline: 'Controle seu dinheiro mandando uma mensagem',
  subtitle:
    'Escreva “gastei 30 no uber” e pronto: o assistente registra, categoriza e avisa quando você chega perto da meta. Sem app novo e sem planilha.',
  cta: { href: hash(anchors.plans), label: 'Quero Assinar Agora' },
  mockup: {
    label: `Exemplo de conversa com o ${site.name} no ${site.chatApp}`,
    contactName: site.name,
    status: 'online',
    userLabel: 'Você',
    botLabel: site.name,
  },
} satisfies HeroContent;

export const heroBadges = [
  { icon: 'lock', label: `Checkout seguro ${site.paymentPlatform}` },
  { icon: 'shield', label: `Garantia de ${site.guarantee.days} dias` },
  { icon: 'bolt', label: `${site.claims.availability} de disponibilidade` },
] satisfies TrustBadge[];

/** One exchange of the mock-up: what the customer typed and the assistant's answer, the same minute. */
const exchange = (time: string, user: string, bot: string): MockMessage[] => [
  { from: 'user', text: user, time },
  { from: 'bot', text: bot, time },
];

/** Totals follow the demo's reply format: R$ 812,70 + 32,50 = 845,20 (56%); + 24,00 = 869,20 (58%). */
export const heroMessages = [
  ...exchange('12:41', 'gastei 32,50 no mercado', '✅ Gasto registrado: R$ 32,50 em Alimentação\nTotal do mês: R$ 845,20 de R$ 1.500,00 (56%)'),
  ...exchange('18:32', 'gastei 24 no uber', '✅ Gasto registrado: R$ 24,00 em Transporte\nTotal do mês: R$ 869,20 de R$ 1.500,00 (58%)'),
  ...exchange('18:33', 'como estou na semana?', '📊 Resumo da semana: R$ 312,40 em gastos, 12% a menos que na semana passada. Continue assim!'),
] satisfies MockMessage[];
