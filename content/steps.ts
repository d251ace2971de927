import { chatApp, productName } from './site';
import type { DemoChatCopy, HowItWorksSection, SampleConversation, Step } from './types';

export const stepsSection = {
  heading: 'Como funciona',
  intro: `Quatro passos para sair da bagunça e ter controle, sem sair do ${chatApp}.`,
  demoHeading: 'Experimente agora',
  demoIntro: 'Digite um gasto ou uma receita e veja a resposta do assistente. É só uma demonstração: nada do que você escreve é salvo.',
  exampleLabel: 'Exemplo de mensagem',
} satisfies HowItWorksSection;

export const steps = [
  {
    title: `Ative no ${chatApp}`,
    description: `Depois da assinatura, o acesso chega por e-mail e no ${chatApp}. Salve o contato e mande um “oi”.`,
  },
  {
    title: 'Mande mensagens simples',
    description: 'Escreva como falaria com um amigo: o valor e uma palavra sobre o gasto bastam.',
    example: 'gastei 30 no uber',
  },
  {
    title: 'Categorização automática',
    description: 'O assistente identifica o valor e a categoria de cada lançamento e atualiza o total do mês na hora.',
  },
  {
    title: 'Acompanhe os relatórios',
    description: 'Receba resumos semanais e mensais e veja quanto falta para chegar à sua meta.',
  },
] satisfies Step[];

/**
 * The opening conversation (spec §3 leaves its text open): two notes that end at the starting
 * totals, income R$ 1.500,00 and spending R$ 1.234,56 = 82% of the R$ 1.500,00 goal. The replies
 * are written by the demo's own reply rules, and src/demo/conversation.test.ts reads each note
 * through the rules to prove the demo would answer it the same way.
 */
export const demoSeed = {
  start: { spentCents: 118_866, incomeCents: 0 },
  exchanges: [
    { time: '09:00', note: 'recebi 1500 de salário', reads: { kind: 'income', cents: 150_000, category: 'Salário' } },
    { time: '09:12', note: 'gastei 45,90 no mercado', reads: { kind: 'spending', cents: 4_590, category: 'Alimentação' } },
  ],
} satisfies SampleConversation;

export const demoChat = {
  title: `Assistente ${productName}`,
  status: 'online',
  logLabel: 'Conversa de demonstração',
  userLabel: 'Você',
  botLabel: 'Assistente',
  inputLabel: 'Mensagem para o assistente',
  placeholder: 'gastei 30 no uber',
  inputHint: 'Escreva um gasto ou uma receita com o valor, como “gastei 50 no mercado”. Até 200 caracteres.',
  sendLabel: 'Enviar',
  resetLabel: 'Resetar Demo',
  spentLabel: 'Gastos do mês',
  incomeLabel: 'Receitas do mês',
  goalLabel: 'Meta de gastos usada',
  seed: demoSeed,
} satisfies DemoChatCopy;
