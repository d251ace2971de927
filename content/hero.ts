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

/** Totals follow the demo's reply format: R$ 812,70 + 32,50 = 845,20 (56%); + 24,00 = 869,20 (58%). */
export const heroMessages = [
  { from: 'user', text: 'gastei 32,50 no mercado', time: '12:41' },
  {
    from: 'bot',
    text: '✅ Gasto registrado: R$ 32,50 em Alimentação\nTotal do mês: R$ 845,20 de R$ 1.500,00 (56%)',
    time: '12:41',
  },
  { from: 'user', text: 'gastei 24 no uber', time: '18:32' },
  {
    from: 'bot',
    text: '✅ Gasto registrado: R$ 24,00 em Transporte\nTotal do mês: R$ 869,20 de R$ 1.500,00 (58%)',
    time: '18:32',
  },
  { from: 'user', text: 'como estou na semana?', time: '18:33' },
  {
    from: 'bot',
    text: '📊 Resumo da semana: R$ 312,40 em gastos, 12% a menos que na semana passada. Continue assim!',
    time: '18:33',
  },
] satisfies MockMessage[];
