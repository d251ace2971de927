import { anchors, hash } from './anchors';
import { site } from './site';
import type { HeroContent, SampleConversation, TrustBadge } from './types';

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

/**
 * The mock-up's conversation. The demo's own reply rules write the first two replies from the
 * month before them (R$ 812,70 + 32,50 = 845,20, 56%; + 24,00 = 869,20, 58%); the third is the
 * full product's weekly report, which the demo does not make.
 */
export const heroConversation = {
  start: { spentCents: 81_270, incomeCents: 0 },
  exchanges: [
    { time: '12:41', note: 'gastei 32,50 no mercado', reads: { kind: 'spending', cents: 3_250, category: 'Alimentação' } },
    { time: '18:32', note: 'gastei 24 no uber', reads: { kind: 'spending', cents: 2_400, category: 'Transporte' } },
    {
      time: '18:33',
      note: 'como estou na semana?',
      answer: '📊 Resumo da semana: R$ 312,40 em gastos, 12% a menos que na semana passada. Continue assim!',
    },
  ],
} satisfies SampleConversation;
