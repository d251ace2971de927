import { site } from './site';
import type { FaqItem, SectionIntro } from './types';

export const faqSection = {
  heading: 'Perguntas frequentes',
  intro: `Não encontrou sua dúvida? Fale com a gente pelo ${site.chatApp}, de ${site.support.hours}.`,
} satisfies SectionIntro;

export const faqItems = [
  {
    question: `Como funciona a garantia de ${site.guarantee.days} dias?`,
    answer: `Se o ${site.name} não for para você, peça o reembolso pelo suporte no ${site.chatApp} em até ${site.guarantee.days} dias após a compra. Devolvemos ${site.guarantee.refund} do valor pago.`,
  },
  {
    question: 'Em quanto tempo recebo o acesso?',
    answer: `Em ${site.accessTime} depois da confirmação do pagamento. O acesso chega por e-mail e também no ${site.chatApp}.`,
  },
  {
    question: 'Como registro um gasto ou uma receita?',
    answer:
      'Mande uma mensagem como se estivesse falando com alguém, por exemplo “gastei 30 no uber” ou “recebi 1500 de salário”. O assistente entende o valor, escolhe a categoria e responde com o total do mês.',
  },
  {
    question: 'Quando recebo os relatórios?',
    answer: `Toda semana e todo mês, direto no ${site.chatApp}, com os gastos por categoria e o quanto você já usou da sua meta.`,
  },
  {
    question: 'Qual é a diferença entre os planos?',
    answer:
      'Todos têm lançamentos ilimitados, metas e alertas e categorização automática. O Pro (trimestral) acrescenta suporte prioritário, dicas semanais de economia e relatórios detalhados. O Elite (anual) traz tudo do Pro, suporte humanizado e acesso antecipado às novidades, pelo menor preço por mês.',
  },
  {
    question: 'Serve para casais e para quem é autônomo ou MEI?',
    answer: `Sim. Casais usam o ${site.name} para organizar o orçamento da casa e acompanhar os relatórios juntos. Autônomos e MEIs registram as entradas e saídas do trabalho ao longo do dia. A conta compartilhada para casais e os extras para profissionais estão no nosso roadmap.`,
  },
  {
    question: 'Meus dados estão seguros?',
    answer:
      'Sim. Você não informa senha de banco e registra só o que quiser. Suas informações são usadas apenas para organizar as suas finanças e não são vendidas nem usadas para anúncios.',
  },
  {
    question: 'Como faço para cancelar?',
    answer: `É só pedir pelo suporte no ${site.chatApp}. Nos primeiros ${site.guarantee.days} dias você recebe ${site.guarantee.refund} do valor de volta; depois disso, o acesso continua até o fim do período já pago.`,
  },
  {
    question: `O ${site.name} é uma consultoria financeira?`,
    answer:
      'Não. É uma ferramenta para registrar e acompanhar o seu dinheiro, e não faz recomendações de investimento. Para decisões importantes, procure um profissional habilitado.',
  },
  {
    question: 'Qual é o horário do suporte?',
    answer: `O suporte atende pelo ${site.chatApp} de ${site.support.hours}. Mensagens enviadas fora desse horário são respondidas no próximo dia útil.`,
  },
] satisfies FaqItem[];
