import { site } from './site';
import type { Plan, PlansSection } from './types';

export const plansSection = {
  heading: 'Escolha o seu plano',
  intro: `Todos os planos têm lançamentos ilimitados e garantia de ${site.guarantee.days} dias. Quanto maior o período, menor o preço por mês.`,
  secureCheckout: `Pagamento seguro pela ${site.paymentPlatform}.`,
  guarantee: {
    icon: 'shield',
    title: `Garantia de ${site.guarantee.days} dias`,
    text: `Não gostou? Peça o reembolso em até ${site.guarantee.days} dias após a compra e devolvemos ${site.guarantee.refund} do valor.`,
  },
  access: {
    icon: 'bolt',
    title: `Acesso em ${site.accessTime}`,
    text: `Depois da confirmação do pagamento, o acesso chega no seu e-mail e no ${site.chatApp}.`,
  },
  support: {
    question: 'Ficou com alguma dúvida antes de assinar?',
    label: 'Falar com Suporte',
    hoursText: site.support.hoursText,
  },
} satisfies PlansSection;

// Placeholder checkout links on the payment platform, one per plan: replace with the real campaign links.
export const plans = [
  {
    id: 'monthly',
    name: 'Mensal',
    subtitle: 'Mês a mês',
    priceText: 'R$ 29,90',
    periodText: 'por mês',
    checkoutUrl: 'https://pay.kiwify.com.br/finzap-mensal',
    ctaLabel: 'Assinar o plano Mensal',
    features: [
      'Lançamentos ilimitados',
      'Relatórios semanais',
      'Metas e alertas',
      `Suporte pelo ${site.chatApp}`,
      'Categorização automática',
    ],
    recommended: false,
  },
  {
    id: 'quarterly',
    name: 'Pro',
    subtitle: 'Trimestral',
    priceText: 'R$ 79,90',
    periodText: 'por trimestre',
    checkoutUrl: 'https://pay.kiwify.com.br/finzap-pro',
    ctaLabel: 'Assinar o plano Pro',
    features: ['Tudo do Mensal', 'Suporte prioritário', 'Dicas semanais de economia', 'Relatórios detalhados', 'Acesso às novidades'],
    recommended: false,
  },
  {
    id: 'annual',
    name: 'Elite',
    subtitle: 'Anual',
    priceText: 'R$ 127,00',
    periodText: 'por ano',
    checkoutUrl: 'https://pay.kiwify.com.br/finzap-elite',
    ctaLabel: 'Assinar o plano Elite',
    features: [
      'Tudo do Pro',
      '4 meses grátis de valor agregado',
      'Suporte humanizado',
      'Acesso antecipado',
      'Melhor entregabilidade',
      'Um ano inteiro de gestão',
    ],
    recommended: true,
    badge: 'Recomendado',
  },
] satisfies Plan[];
