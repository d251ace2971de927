import { site } from './site';
import type { FeatureCard, FeaturesSection } from './types';

export const featuresSection = {
  heading: 'Tudo o que você precisa para cuidar do seu dinheiro',
  intro: 'Organizar as finanças fica tão simples quanto mandar uma mensagem para um amigo.',
  immediateAccess: {
    icon: 'bolt',
    title: 'Acesso imediato',
    text: `Assim que o pagamento é confirmado, o acesso chega por e-mail e no ${site.chatApp} em ${site.accessTime}.`,
  },
} satisfies FeaturesSection;

export const features = [
  {
    icon: 'chat',
    title: `100% no ${site.chatApp}`,
    description: 'Sem app novo para instalar nem senha para lembrar. Tudo acontece na conversa que você já usa todo dia.',
  },
  {
    icon: 'report',
    title: 'Relatórios automáticos',
    description: 'Receba resumos semanais e mensais que mostram para onde foi o seu dinheiro, categoria por categoria.',
  },
  {
    icon: 'target',
    title: 'Metas e alertas',
    description: 'Defina quanto quer gastar no mês e seja avisado antes de estourar o orçamento.',
  },
  {
    icon: 'tag',
    title: 'Categorias inteligentes',
    description: 'Escreva do seu jeito: o assistente entende a mensagem e coloca cada lançamento na categoria certa.',
  },
  {
    icon: 'lock',
    title: 'Privacidade total',
    description: 'Você não informa senha de banco e registra só o que quiser. Seus dados servem apenas para organizar as suas contas.',
  },
  {
    icon: 'sparkle',
    title: 'Fácil de usar',
    description: 'Se você sabe mandar mensagem, já sabe usar. Sem fórmulas, sem tutoriais longos.',
  },
] satisfies FeatureCard[];
