import { site } from './site';
import type { DemoChatCopy, DemoSeedMessage, HowItWorksSection, Step } from './types';

export const stepsSection = {
  heading: 'Como funciona',
  intro: `Quatro passos para sair da bagunça e ter controle, sem sair do ${site.chatApp}.`,
  demoHeading: 'Experimente agora',
  demoIntro: 'Digite um gasto ou uma receita e veja a resposta do assistente. É só uma demonstração: nada do que você escreve é salvo.',
  exampleLabel: 'Exemplo de mensagem',
} satisfies HowItWorksSection;

export const steps = [
  {
    title: `Ative no ${site.chatApp}`,
    description: `Depois da assinatura, o acesso chega por e-mail e no ${site.chatApp}. Salve o contato e mande um “oi”.`,
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
 * The four opening messages (spec §3 leaves their text open). They match the initial totals:
 * income R$ 1.500,00; spending R$ 1.234,56 = 82% of the R$ 1.500,00 goal. They are shown as
 * written, and src/demo/seed.test.ts replays the user notes through the rules to prove each reply
 * is what the demo itself would answer.
 */
export const demoSeedMessages = [
  { type: 'user', text: 'recebi 1500 de salário', time: '09:00' },
  {
    type: 'bot',
    text: '✅ Receita registrada: R$ 1.500,00 em Salário\n🎉 Parabéns! Seu saldo do mês está positivo.',
    time: '09:00',
  },
  { type: 'user', text: 'gastei 45,90 no mercado', time: '09:12' },
  {
    type: 'bot',
    text: '✅ Gasto registrado: R$ 45,90 em Alimentação\nTotal do mês: R$ 1.234,56 de R$ 1.500,00 (82%)',
    time: '09:12',
  },
] satisfies DemoSeedMessage[];

export const demoChat = {
  title: `Assistente ${site.name}`,
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
  seed: demoSeedMessages,
} satisfies DemoChatCopy;
