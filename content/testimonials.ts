import { site } from './site';
import type { StatFigure, Testimonial, TestimonialVideo, TestimonialsSection } from './types';

export const testimonialsSection = {
  heading: 'Quem usa, recomenda',
  intro: `Pessoas, casais e autônomos que trocaram a planilha por uma conversa no ${site.chatApp}.`,
  videosHeading: 'Histórias em vídeo',
  videoPlayLabel: 'Assistir ao vídeo de {name}',
  videoNotice: 'O vídeo é carregado do YouTube somente quando você clica para assistir.',
  writtenHeading: 'Nas palavras de quem usa',
  statsHeading: 'Em números',
  carousel: {
    label: 'Depoimentos de clientes',
    // Role descriptions are read aloud, so they are Portuguese; "slide" is the word pt-BR speakers use.
    roleDescription: 'carrossel',
    slideRoleDescription: 'slide',
    previousLabel: 'Depoimento anterior',
    nextLabel: 'Próximo depoimento',
    pauseLabel: 'Pausar rotação',
    resumeLabel: 'Retomar rotação',
    slideLabel: '{n} de {total}',
    dotLabel: 'Ir para o depoimento {n}',
    dotsLabel: 'Escolher depoimento',
    ratingLabel: 'Nota {rating} de 5',
  },
} satisfies TestimonialsSection;

// Placeholder ids (valid 11-character format); swap for the real customer videos before launch.
export const testimonialVideos = [
  {
    videoId: 'PLACEHOLD01',
    title: 'Depoimento em vídeo de Camila, designer autônoma',
    caption: 'Parou de perder as notinhas na bolsa e fechou o mês no azul pela primeira vez.',
    customer: 'Camila',
    poster: '/images/video-1.svg',
  },
  {
    videoId: 'PLACEHOLD02',
    title: 'Depoimento em vídeo de Rafael e Juliana, casal',
    caption: 'Agora os dois sabem para onde vai o dinheiro da casa e já guardam para a viagem.',
    customer: 'Rafael e Juliana',
    poster: '/images/video-2.svg',
  },
  {
    videoId: 'PLACEHOLD03',
    title: 'Depoimento em vídeo de Marcos, MEI',
    caption: `Registra cada entrada e saída do trabalho pelo ${site.chatApp} e agora sabe quanto sobra no fim do mês.`,
    customer: 'Marcos',
    poster: '/images/video-3.svg',
  },
] satisfies TestimonialVideo[];

export const testimonials = [
  {
    name: 'Ana Paula Ribeiro',
    role: 'Confeiteira autônoma',
    text: 'Eu anotava tudo no caderno e me perdia. Hoje mando a mensagem na hora em que pago e, no fim da semana, o relatório já está lá.',
    rating: 5,
    gender: 'female',
  },
  {
    name: 'Beatriz Almeida',
    role: 'Organiza o orçamento do casal',
    text: 'Eu e meu marido lemos o resumo do mês juntos. Acabaram as discussões sobre para onde foi o dinheiro.',
    rating: 5,
    gender: 'female',
  },
  {
    name: 'Diego Martins',
    role: 'Eletricista, MEI',
    text: 'Registro o material da obra entre um serviço e outro, direto do celular. Nunca consegui manter uma planilha, isso aqui eu mantenho.',
    rating: 5,
    gender: 'male',
  },
  {
    name: 'Larissa Costa',
    role: 'Estudante de Enfermagem',
    text: 'O alerta da meta me salvou várias vezes antes do fim do mês. E é barato, cabe no orçamento de estudante.',
    rating: 5,
    gender: 'female',
  },
  {
    name: 'Roberto Nunes',
    role: 'Servidor público',
    text: 'Achei que ia ser complicado, mas é só escrever “gastei 80 no mercado”. Em dois meses descobri quanto gastava com delivery.',
    rating: 5,
    gender: 'male',
  },
] satisfies Testimonial[];

export const stats = [
  { value: site.claims.users, label: 'usuários' },
  { value: site.claims.entries, label: 'lançamentos processados' },
  { value: site.claims.satisfaction, label: 'de satisfação' },
] satisfies StatFigure[];
