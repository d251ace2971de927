/**
 * The verbs of money: who pays whom, conjugated by the rules (src/demo/lexicon.ts), and the words around a verb.
 * Part of the demo chat's lexicon (content/demoLexicon/categories.ts says how entries are read); grammar, not categories.
 */
/**
 * Money going out, said in the first person. Any of them makes the message spending, whatever
 * income word it also holds: 'gastei o salário no aluguel' is a spending, and so is 'transferi 200'.
 * The first person of moneyVerbs' hand-over verbs ('paguei', 'transferi', 'acertei') counts too, conjugated by the rules.
 */
export const spendingVerbs = [
  'gastei',
  'gasto',
  'gastamos',
  'gastando',
  'pago',
  'pagando',
  'comprei',
  'compramos',
  'comprando',
  'torrei',
  'fiz um pix',
  'passei no cartão',
  'passei o cartão',
  'abasteci',
  'almocei',
  'jantei',
  'lanchei',
  'pedi',
  'dei',
  'doei',
  'investi',
  'apliquei',
  'debitou',
  'debitaram',
  'descontou',
  'descontaram',
  'custou',
  // Taking a thing from a shop ('levei outra de 190').
  'levei',
  'levamos',
  // How a bank's notification says money left ('Pix enviado 80,00 MARIA', 'Pagamento efetuado'), after one that came in too.
  'pix enviado',
  'transferência enviada',
  'pagamento efetuado',
  'pagamento realizado',
  'compra aprovada',
  // Money put to a use ('usei 150 pra pagar a luz').
  'usei',
  'usamos',
  // A drink or a snack had ('tomei um café na cantina 5'), never a sale's thing.
  'tomei',
  'tomamos',
] as const;

/**
 * Who pays whom, read from the verb and its person (issue 55, docs/demo-chat.md): verbs are listed by
 * infinitive and the rules conjugate the regular ones (src/demo/lexicon.ts): the first person
 * ('paguei', 'devolvi', 'pagamos'), anyone else ('pagou', 'devolveram') and the participle ('vendido').
 */
export const moneyVerbs = {
  /** The subject takes money in, whoever says it: 'vendi', 'vendeu', 'desapeguei', 'rendeu', 'estornaram'. */
  takeIn: ['receber', 'ganhar', 'vender', 'desapegar', 'faturar', 'lucrar', 'render', 'estornar', 'resgatar', 'embolsar'],
  /**
   * The subject hands money over. Said in the first person it is money going out ('acertei o aluguel',
   * 'devolvi 50 pro João'); said of anyone else, in a note of mine, it came to me ('o cliente acertou 1.500',
   * 'a loja devolveu 89,90', 'me pagaram'), unless it is a bill ('a escola mandou o boleto').
   */
  handOver: ['pagar', 'acertar', 'quitar', 'cobrir', 'depositar', 'transferir', 'repassar', 'mandar', 'enviar', 'pixar', 'emprestar'],
  /** Handing money back: as handOver, and its participle is money that came back ('valor devolvido', 'reembolsado'). */
  giveBack: ['devolver', 'reembolsar', 'ressarcir', 'creditar'],
  /**
   * Someone takes money from me (issue 61): said of anyone else, or as a participle, it is money going out ('a academia
   * cobrou 120', 'o app descontou 15', 'o banco tarifou 19,90', 'foi debitado'). Said in the first person it says nothing
   * of who paid ('cobrei o cliente').
   */
  takeFromMe: ['cobrar', 'descontar', 'tarifar', 'debitar', 'taxar', 'multar', 'abater'],
  /** Said in the passive, money sent my way ('foi depositado 300', 'foram transferidos 200'); 'foi pago' may be a bill, so pagar is not here. */
  sentMyWay: ['depositar', 'transferir', 'repassar', 'mandar', 'enviar', 'pixar', 'creditar'],
} as const;

/**
 * Verbs whose objects are things, each with its price (of moneyVerbs.takeIn): a thing named before its price after one, with
 * no verb or article of its own, is one more of them ('vendi bolo 80 e brigadeiro 40' is two sales). 'recebi 900 e 40 de
 * farmácia' is not: receiving takes money, not things.
 */
export const thingVerbs = ['vender', 'revender', 'desapegar', 'estornar'] as const;

/** The passive's helpers: 'foi/foram' before sentMyWay's participles, and 'fui/fomos' before any hand-over verb's ('fomos pagos'). */
export const passiveHelpers = { anyone: ['foi', 'foram'], me: ['fui', 'fomos'] } as const;

/** The pronoun before someone else's verb that says it was done to me ('me pagou', 'quem me pagou o almoço'). */
export const toMeBefore = ['me'] as const;

/**
 * Verbs that say a thing was paid or bought: said with a thing and no amount before another thing priced ('paguei a luz e o
 * ifood 45'), an entry of its own with no amount. 'levei as crianças na escola' took no money.
 */
export const paidThingVerbs = ['paguei', 'pagamos', 'quitei', 'quitamos', 'comprei', 'compramos'] as const;

/** The irregular participle of pagar, with its forms (the regular ones the rules conjugate). */
export const paidParticiples = ['pago', 'paga', 'pagos', 'pagas'] as const;

/**
 * The household, paying: a hand-over verb said of them is the household's spending, not money to me (issue 61):
 * 'a gente pagou 120 na pizza', 'meu marido pagou o aluguel'. 'me' after them still makes it mine ('meu marido me pagou').
 */
export const householdPayers = [
  'a gente',
  'meu marido',
  'minha esposa',
  'minha mulher',
  'meu esposo',
  'meu namorado',
  'minha namorada',
  'meu noivo',
  'minha noiva',
  'meu parceiro',
  'minha parceira',
  'meu companheiro',
  'minha companheira',
  'meu amor',
  'mozão',
  'mozao',
  // Each of a group I am part of ('cada um pagou a sua', 'no churrasco cada um pagou 50'): my part is paid too.
  'cada um',
  'cada uma',
] as const;

/**
 * Family, paying: 'pagar' said of them is the household's spending ('minha filha pagou a água 78', 'meu pai pagou o
 * encanador 180'); money they send or give back is mine coming in ('minha mãe transferiu 300', 'meu irmão devolveu os 200').
 */
export const familyPayers = {
  family: [
    'minha mãe',
    'meu pai',
    'minha filha',
    'meu filho',
    'minha irmã',
    'meu irmão',
    'minha avó',
    'meu avô',
    'minha sogra',
    'meu sogro',
  ],
  verbs: ['pagar'],
} as const;

/**
 * The bank's notification speaks to me ('Você transferiu R$ 300,00', 'Você recebeu…'): a hand-over verb said of them
 * is my spending, as in the first person.
 */
export const bankYou = ['você', 'vc'] as const;

/**
 * Money made or found, said with no income verb: one of these right before the amount ('fiz 340 de entrega hoje', 'achei 50
 * conto no bolso') is income. 'fiz um pix' and 'fiz compras de 200' put no amount right after the verb.
 */
export const madeBefore = ['fiz', 'fizemos', 'achei', 'achamos', 'encontrei', 'encontramos'] as const;

/**
 * Jobs done, counted right after 'fiz' or 'fizemos' with their price each ('fiz 3 fretes de 80', 'fizemos 4 faxinas a 120'):
 * work paid, income. Things bought stay spending ('fiz 2 exames de 90'); rides are a driver's as often as a passenger's
 * ('fiz 2 corridas de 99'), so they are no job here.
 */
export const jobsDone = {
  verbs: ['fiz', 'fizemos'],
  jobs: [
    'frete',
    'faxina',
    'diária',
    'entrega',
    'plantão',
    'bico',
    'job',
    'freela',
    'serviço',
    'turno',
    'hora extra',
    'conserto',
    'instalação',
    'mudança',
    'corte',
  ],
} as const;

/**
 * What a give-back verb hands back when it is money ('devolvi o dinheiro', 'devolvi os 50'): after any other thing ('devolvi a
 * calça') the thing went back and the money comes back to me.
 */
export const moneyNouns = ['dinheiro', 'grana', 'valor', 'troco', 'pix', 'resto', 'restante', 'empréstimo', 'emprestado'] as const;

/** Words between a subject and its verb that change who pays whom in nothing ('o salário mal cobriu o aluguel'). */
export const adverbs = ['mal', 'só', 'já', 'quase', 'nem', 'ainda', 'praticamente', 'também', 'tb', 'tbm'] as const;

/** Said before an infinitive, these make it done ('consegui vender a bike 400', 'acabei de pagar a luz'). */
export const doneBefore = ['consegui', 'conseguimos', 'acabei de', 'acabamos de'] as const;

/**
 * What someone else paid for when it is no money to me (the ninth blind dev set): a thing of mine, after one of these
 * ('minha mãe pagou minha consulta', 'o chefe pagou o meu almoço'), is a thing paid for me; and all of a bill, or a thing
 * named as bought beside what I paid in the same note ('eu paguei a janta e ela pagou o vinho', 'o chefe pagou tudo, eu
 * só paguei o uber') is theirs. 'me pagou', 'pagou 300' and a thing paid with nothing I paid beside it ('meu chefe pagou o
 * uber de volta, 38') are still money to me; a thing paid for all of us (`ours`) is theirs, family or not.
 */
export const paidFor = {
  mine: ['meu', 'minha', 'meus', 'minhas'],
  all: ['tudo', 'o resto', 'a conta toda'],
  // Who paid, named after the verb ('o jantar foi 180, quem pagou foi o Pedro'): the bill is theirs, unless it was me ('fui eu').
  who: ['quem'],
  me: ['fui eu', 'foi eu'],
  // A thing paid for me, said after the verb: a treat, no money of mine, whoever paid, my partner too ('o Pedro pagou o
  // cinema pra mim'); 'me pagou' is still money to me.
  forMe: ['pra mim', 'para mim', 'por mim'],
  // A thing paid for all of us, after the verb: a treat, theirs whoever paid ('a tia pagou as esfihas pra todo mundo').
  ours: [
    'pra todo mundo',
    'para todo mundo',
    'de todo mundo',
    'pra todos',
    'para todos',
    'de todos',
    'pra gente',
    'para a gente',
    'pra nós',
    'para nós',
    'pra galera',
    'da galera',
    'pra turma',
    'da turma',
  ],
} as const;
