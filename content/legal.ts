import { anchors } from './anchors';
import { site } from './site';
import type { CookiePolicyContent, PolicySection } from './types';
import { VIDEO_EMBED_ORIGIN } from './video.mjs';

export const cookiePolicy = {
  title: 'Política de Privacidade e Cookies',
  backLabel: 'Voltar',
  lastUpdatedLabel: 'Última atualização:',
  lastUpdated: '21 de novembro de 2026',
  lastUpdatedIso: '2026-11-21',
  intro:
    'Este site foi feito para ser leve e respeitar a sua privacidade. Aqui explicamos, de forma direta, o que ele guarda no seu navegador e quando serviços de terceiros entram em cena.',
} satisfies CookiePolicyContent;

const supportLink = { href: site.support.href, label: `Falar com o suporte no ${site.chatApp}` };

export const policySections = [
  {
    id: 'o-que-guardamos',
    heading: 'O que guardamos no seu navegador',
    paragraphs: [
      'Não usamos cookies de rastreamento, cookies de publicidade nem ferramentas de análise de audiência.',
      `Guardamos um único item no armazenamento local (localStorage) do seu navegador: a chave “${site.consent.storageKey}”, com o valor “${site.consent.value}”. Ela só serve para lembrar que você já viu o aviso de privacidade e nunca é enviada a um servidor.`,
      'A demonstração do chat funciona inteiramente no seu navegador. O que você digita nela não é enviado a lugar nenhum e some quando você sai da página.',
    ],
  },
  {
    id: 'videos',
    heading: 'Vídeos de depoimentos',
    paragraphs: [
      `Os vídeos da seção de depoimentos ficam no YouTube e são exibidos pelo domínio ${new URL(VIDEO_EMBED_ORIGIN).hostname}, o modo de privacidade aprimorada. Nada do YouTube é carregado enquanto você não clica para assistir.`,
      'Ao clicar, o vídeo é carregado diretamente do YouTube e, a partir daí, vale a política de privacidade do Google.',
    ],
    links: [{ href: 'https://policies.google.com/privacy?hl=pt-BR', label: 'Política de Privacidade do Google' }],
  },
  {
    id: 'sem-rastreamento',
    heading: 'Sem rastreamento e sem anúncios',
    paragraphs: ['Este site não exibe anúncios, não usa pixels de redes sociais e não monta perfis da sua navegação.'],
  },
  {
    id: 'links-externos',
    heading: 'Links externos',
    paragraphs: [
      `O pagamento é feito no checkout seguro da ${site.paymentPlatform}, e o suporte acontece pelo ${site.chatApp}. Esses serviços têm políticas de privacidade próprias, que valem quando você os utiliza.`,
    ],
  },
  {
    id: 'seus-direitos',
    heading: 'Seus direitos pela LGPD',
    paragraphs: ['A Lei Geral de Proteção de Dados (Lei nº 13.709/2018) garante a você, entre outros, o direito de:'],
    list: [
      'confirmar se tratamos dados seus e ter acesso a eles;',
      'corrigir dados incompletos, inexatos ou desatualizados;',
      'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei;',
      'pedir a portabilidade dos dados para outro fornecedor;',
      'pedir a eliminação dos dados tratados com base no seu consentimento;',
      'saber com quem compartilhamos os seus dados;',
      'revogar o consentimento a qualquer momento.',
    ],
    links: [supportLink],
  },
  {
    id: 'retirar-consentimento',
    heading: 'Como retirar o consentimento',
    paragraphs: [
      'Apague os dados deste site nas configurações do seu navegador (em geral, em Privacidade › Cookies e dados de sites). O item salvo é removido e o aviso de privacidade volta a aparecer na próxima visita.',
    ],
  },
  {
    id: 'contato',
    heading: 'Fale com a gente',
    paragraphs: [
      `Para exercer os seus direitos ou tirar dúvidas sobre esta política, fale com o nosso suporte pelo ${site.chatApp}, de ${site.support.hours}.`,
    ],
    links: [supportLink],
  },
  {
    id: anchors.terms,
    heading: 'Termos de uso',
    paragraphs: [
      `Este site apresenta o ${site.name} e leva você ao checkout para assinar. Preços, períodos e recursos de cada plano são os informados na seção de planos e no checkout no momento da compra.`,
      `Toda assinatura tem garantia de ${site.guarantee.days} dias: se pedir o reembolso pelo suporte dentro desse prazo, você recebe ${site.guarantee.refund} do valor pago.`,
      site.disclaimer,
    ],
  },
] satisfies PolicySection[];
