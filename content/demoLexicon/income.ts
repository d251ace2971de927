/**
 * Money coming in: events, sources, the nouns of money that came in, bills that arrive, where money came.
 * Part of the demo chat's lexicon (content/demoLexicon/categories.ts says how entries are read); grammar, not categories.
 */
/**
 * Money coming in (spec §5 names 'recebi', 'salário' and 'ganho'). A message with any of these is
 * income, unless a first-person spending verb says the money went out ('gastei o salário'), or
 * it names a bill and no income source ('recebi a conta de luz' is a bill that arrived).
 */
export const incomeEvents = [
  // Receiving (spec §5's 'recebi'; the other forms of 'receber' come from moneyVerbs).
  'recebi',
  'recebo',
  'recebimento',
  // Money that fell in or came in ('caiu a PLR', 'entrou 1.200 de pix').
  'caiu',
  'caíram',
  'entrou',
  'entraram',
  'pingou',
  // Someone gave me ('meu pai me deu 200'); 'me pagou', 'me mandou'… come from moneyVerbs.
  'me deu',
  'me deram',
  'me passou',
  'me passaram',
  'me fez um pix',
  // Work done for pay, said in the first person: 'fiz um bico de pedreiro 250' is a job, not a bricklayer hired.
  'fiz um bico',
  'fiz uns bicos',
  'fiz um freela',
  'fiz um frila',
] as const;

/**
 * Spec §5's own income words: a message with one is income whatever category it names ('salário
 * 5.000 no aluguel'); only a first-person spending verb ('gastei o salário') or a bill that arrived
 * ('recebi a conta de luz') makes it a spending. Each is also listed in incomeEvents or incomeSources.
 */
export const specIncomeWords = ['recebi', 'salário', 'ganho'] as const;

/**
 * What the money coming in is: each also makes a message income ('freela 800', 'PLR 4.000'). Except
 * spec §5's own ('salário', 'ganho'), these are income only by what they mean, and a tip, a bonus or
 * a cashback is paid as often as earned: beside a spending category's word they are a spending
 * ('combustível 45 e 10 de gorjeta' is fuel and a tip paid), unless an income event says the money
 * came in ('ganhei 80 de gorjeta no bar').
 */
export const incomeSources = [
  'salário',
  'ganho',
  'ganhos',
  'holerite',
  'contracheque',
  '13º',
  '13o',
  'décimo terceiro',
  'plr',
  'ppr',
  'participação nos lucros',
  'bônus',
  'bonificação',
  'comissão',
  'gorjeta',
  'freela',
  // A performer's fee.
  'cachê',
  'freelance',
  'frila',
  'bico',
  'diária recebida',
  // A shift paid ('plantão noturno 800'), a work shift's own word.
  'plantão',
  'hora extra',
  'adiantamento',
  // A business owner's own pay.
  'pró-labore',
  'prolabore',
  // A third of a month's pay with the vacation, and the yearly bonus of low wages.
  'terço de férias',
  'abono',
  'lucro',
  'aposentadoria',
  'pensão recebida',
  'benefício',
  'auxílio',
  'bolsa família',
  'seguro-desemprego',
  'seguro desemprego',
  'fgts',
  'saque do fgts',
  'bolsa de estudo',
  'bolsa de iniciação científica',
  'bolsa de pesquisa',
  'bolsa capes',
  'bolsa do cnpq',
  'bolsa de estágio',
  'estágio',
  'mesada',
  'herança',
  'prêmio',
  'aluguel recebido',
  // Meal and food allowances paid with the salary ('salário 2.800 + vale alimentação 600').
  'vale alimentação',
  'vale-alimentação',
  'vale refeição',
  'vale-refeição',
  // Emoji of money coming in.
  '💰',
  '🤑',
] as const;

/**
 * Participles that say a source was received ('aluguel recebido', 'diária recebida'): a thing named after such a source says
 * where the money came from ('aluguel recebido da kitnet: 900'), never a spending of its own.
 */
export const receivedWords = ['recebido', 'recebida', 'recebidos', 'recebidas'] as const;

/** The bills and charges one "receives": after a form of 'receber' they make the message a spending ('recebi a conta de luz'). */
// Not 'carnê': typed without its accent it is 'carne', the meat a note buys far more often ('carne 120 pão 30').
export const billWords = ['conta', 'boleto', 'fatura', 'cobrança', 'multa', 'taxa', 'notificação'] as const;

/**
 * Nouns of money coming in: refunds, sales, yields. Each makes a message income even beside the
 * category of what it gives back ('estorno do uber 23', 'reembolso da farmácia 40'), unless it only
 * qualifies a payment (`qualifierWords`). Refunds are filed under Salário, as spec §5 files every income.
 */
export const incomeNouns = [
  'estorno',
  'reembolso',
  'ressarcimento',
  'devolução',
  'cashback',
  'rendimento',
  'dividendos',
  'dividendo',
  'proventos',
  'juros da poupança',
  'juros do tesouro',
  'juros do cdb',
  'juros da lci',
  'juros da lca',
  'juros do fundo',
  'juros sobre capital próprio',
  'jcp',
  'restituição',
  // Longer than Outros's 'imposto de renda', whose payment it gives back.
  'restituição do imposto de renda',
  'restituição do ir',
  'resgate',
  'venda',
  'vendas',
  // What a ride or delivery app pays its driver ('repasse da 99').
  'repasse',
  'pix recebido',
  'transferência recebida',
] as const;

/**
 * A transfer from a person is money that came from them ('pix de 300 da minha irmã', 'transferência do meu pai 200'): one of
 * `transferNouns` (a payment's too: 'pagamento da cliente 250'), then 'de/do/da' before one of `fromPeople` (after an
 * article or a possessive or none). 'pix de 50 pro meu primo' went to him, and 'da minha conta' is where money left.
 */
export const transferNouns = ['pix', 'transferência', 'ted', 'doc', 'depósito', 'pagamento'] as const;
/** Before a person after a transfer's noun, the money went to them ('pix de 90 pra minha sogra'). */
export const transferTo = ['pro', 'pros', 'pra', 'pras', 'para'] as const;

/**
 * An allowance, which a household gives its own: said of someone not among fromPeople ('mesada da Laura 200', 'mesada pro
 * Pedro') with no word of money coming in, it is money I give, a spending; from them it is mine ('mesada da vó 100').
 */
export const allowances = ['mesada'] as const;
export const fromPeople = [
  'mãe',
  'pai',
  'irmã',
  'irmão',
  'tia',
  'tio',
  'avó',
  'avô',
  'vó',
  'vô',
  'prima',
  'primo',
  'madrinha',
  'padrinho',
  'sogra',
  'sogro',
  'cunhada',
  'cunhado',
  'filha',
  'filho',
  'amiga',
  'amigo',
  'vizinha',
  'vizinho',
  'chefe',
  'patrão',
  'patroa',
  'cliente',
] as const;

/**
 * Who pays me for a service: opening a note with no word of money, the amount is what they paid ('cliente nova fez escova,
 * 65'), whatever category files the service; named later, the client is company ('almoço com cliente 48').
 */
export const clientWords = [
  'cliente',
  'freguês',
  'freguesa',
  // Clients counted opening a clause ('dia parado, 3 clientes de escova 50 cada'): served, as one named is.
  'clientes',
  'fregueses',
  'freguesas',
] as const;
/**
 * Clients served, or a day's takings closed, in the first person ('atendi 4 clientes, 260', 'fechei o dia: ifood 96'): the same,
 * and each service or app named with its price after it is one more taken ('atendi 2 clientes: corte 50 e barba 30'). 'me
 * atendeu' is someone serving me.
 */
export const servedVerbs = ['atendi', 'atendemos', 'fechei o dia', 'fechamos o dia'] as const;

/**
 * How a day's takings came in, each on a line of its own with its amount and nothing else ('pix 980', 'dinheiro 267,50',
 * 'crédito 740,50'): two such lines or more are a till's close, each income.
 */
export const takingsMeans = ['pix', 'dinheiro', 'espécie', 'crédito', 'débito', 'cartão', 'maquininha'] as const;

/** Where money came to me: with anyone else's hand-over verb, or alone, a message of money coming in ('mandou 200 de presente pra mim'). */
export const toMePlaces = ['pra mim', 'para mim', 'pra minha conta', 'na minha conta', 'pro meu pix', 'no meu pix'] as const;

/**
 * A word of income after one of these and a linking word ('de', 'do', 'da', 'com') only says which
 * money paid for something ('5% do salário', 'parte do 13º', 'com o dinheiro do bônus'): it does not
 * make the message income. A category's word before the link does the same ('dízimo do salário').
 */
export const qualifierWords = ['%', 'parte', 'metade', 'resto', 'dinheiro', 'grana', 'pedaço', 'pouco'] as const;
