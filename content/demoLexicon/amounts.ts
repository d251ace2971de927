/**
 * The words around a number: what marks it as money, a total, a split, a share, a day, a name, a unit, a count.
 * Part of the demo chat's lexicon (content/demoLexicon/categories.ts says how entries are read); grammar, not categories.
 */
import type { DemoCategory } from '@content/types';

/**
 * Words after a number that mark it as money ('30 reais', '50 conto', '20 pila', '2 paus'); 'R$'
 * before a number, a decimal comma, 'mil' and 'k' mark it too. The amount reader prefers a number
 * marked as money over one that is not.
 */
export const moneyWordsAfter = [
  'reais',
  'real',
  'conto',
  'contos',
  'pila',
  'pilas',
  'mango',
  'mangos',
  'paus',
  'pau',
  'dinheiros',
] as const;

/** Money words that still mark a number typed glued to them ('30reais', '50conto', '20pila'). */
export const gluedMoneyWords = ['reais', 'real', 'conto', 'contos', 'pila', 'pilas'] as const;

/** The currency marks, before or after a number, spaced or glued ('R$ 30', 'rs50', '22 rs', '$5'). */
export const currencyMarks = ['r$', 'rs', '$'] as const;

/**
 * Words after an amount that say it is takings, gross or net ('312 bruto', 'R$ 286,40 líquido'): money, as a money word
 * marks it, and money that came in, a day's or a week's work closed.
 */
export const takingsAfter = ['bruto', 'bruta', 'líquido', 'líquida'] as const;

/** Words before a number that say it is the price ('deu 120', 'foi 80', 'por 120', 'de 45'). */
export const moneyWordsBefore = [
  'de',
  'deu',
  'foi',
  'por',
  'custou',
  'custa',
  'saiu',
  'ficou',
  'fez',
  'valor',
  'total',
  'paguei',
  'gastei',
  'recebi',
  'r$',
  'rs',
] as const;

/**
 * Words that state a total beside a number ('deu 36', 'total 24', '36 tudo', '= 24'): with a quantity and
 * a unit price in the message, the total stated wins over the product ('3 x 8 = 24').
 */
export const totalWordsBefore = ['deu', 'total', 'ficou', 'saiu', 'fez', 'tudo', 'todos', 'todas', 'juntos'] as const;

export const totalWordsAfter = ['tudo', 'total', 'todos', 'todas', 'juntos', 'junto'] as const;

/** A total said after its number with a link before it ('coxinha 6 e suco 8, 14 no total', '55 ao todo'): as 'total' right after it. */
export const totalPhrasesAfter = ['no total', 'ao todo'] as const;

/**
 * A subtotal line after its group of a summary ('mercado 320, açougue 98, subtotal 418'): the entries above it stay
 * entries, the subtotal only sums them.
 */
export const subtotalWords = ['subtotal', 'sub total', 'subtotais'] as const;

/**
 * The home's bills, each paid on its own: a total after a list of them only repeats their sum, and each stays an entry
 * ('contas do mês: aluguel 980, luz 145, total 1.125'), where a list of things of one category is one purchase.
 */
export const ownBills = [
  'aluguel',
  'condomínio',
  'iptu',
  'luz',
  'energia',
  'água',
  'esgoto',
  'gás',
  'internet',
  'wifi',
  'telefone',
] as const;

/** Words that split a bill before 'por', 'em' or 'entre' and a number: the note's amount is the person's share ('deu 300, dividimos por 3'). */
export const splitWords = [
  'dividimos',
  'dividi',
  'dividido',
  'dividida',
  'dividir',
  'rachamos',
  'rachei',
  'rachado',
  'rachada',
  'rachar',
  // Said of the group the note's writer is part of ('racharam o bar em 6', 'a gente rachou em 4'), or of how the house
  // always splits it ('a gente divide em 2').
  'dividiram',
  'racharam',
  'dividiu',
  'rachou',
  'divide',
  'racha',
  'dividem',
  'racham',
  // Said of the bills before it ('luz e água, divididas por 2'): each is divided (splitEvery).
  'divididos',
  'divididas',
  'rachados',
  'rachadas',
] as const;

/**
 * A split said of every bill before it divides each, each its own entry ('luz 140 e internet 100, tudo rachado', 'luz 260 e
 * água 88, divididas por 2'), whatever each is; a split that says none of these binds the list of one bill as one sum.
 */
export const splitEvery = ['tudo', 'todos', 'todas', 'divididos', 'divididas', 'rachados', 'rachadas'] as const;

/** Words before a number that say it is not money: a day, an instalment, a time ('dia 5', 'parcela 3', 'às 10'). */
export const notMoneyWordsBefore = [
  'parcela',
  'parcelas',
  'prestação',
  'nº',
  'numero',
  'número',
  'às',
  'as',
  'ano',
  // What was taken off, not what was paid ('desconto 15, paguei 85'); known as it stands, never a typo of 'descontou'.
  'desconto',
  // …a coupon's too ('ifood 45 cupom 15').
  'cupom',
] as const;

/** Words before a number that make it a day, never money ('dia 5 paguei 120 de luz'). */
export const dayWordsBefore = [
  'dia',
  'dias',
  // The day a bill falls due ('luz 230 vencimento 15').
  'vencimento',
] as const;

/**
 * Words before a plain number of up to three digits that name a thing by it, never money: a line, a gate, a room, a platform
 * ('linha 9', 'portão 2', 'sala 12'). A number marked as money after them is still the price ('sala R$ 120').
 */
export const nameWordsBefore = [
  'linha',
  'portão',
  'sala',
  'plataforma',
  'apto',
  'ap',
  'bloco',
  'andar',
  'guichê',
  'terminal',
  'assento',
  'poltrona',
  'fila',
  'cabine',
  'setor',
  'rua',
  'número',
  'nº',
  // Where a car or a person is put: a parking space, a tower of flats, a queue's ticket, a train's carriage.
  'vaga',
  'torre',
  'senha',
  'vagão',
  // A road's marker ('posto do km 212'); after a number 'km' is its unit ('5 km 30'). Not 'BR': a brand of fuel station too.
  'km',
  // A size of clothes or shoes ('camisa 80 tamanho 42').
  'tamanho',
] as const;

/**
 * Work done to a thing or its hire, before a name word (and 'do', 'da'…): the thing is what was paid for and the number
 * after it its price ('conserto do portão 280', 'aluguel da vaga 150', 'pintura da sala 900'), not a place named by its
 * number ('ônibus da linha 477', 'condomínio da torre 3', 'portão 5').
 */
export const servicesBefore = [
  'conserto',
  'reparo',
  'manutenção',
  'pintura',
  'reforma',
  'limpeza',
  'instalação',
  'troca',
  'aluguel',
  'motor',
  'controle',
] as const;

/**
 * Vehicles named by their line's number ('peguei o ônibus 175 e paguei 5,00'): a plain number of up to four digits after
 * them is the line while another number can be the money, and the money only when none can ('busão 5').
 */
export const lineWordsBefore = ['ônibus', 'busão', 'bus', 'circular', 'lotação', 'micro-ônibus', 'micrão'] as const;

/**
 * A vehicle taken by its line's number alone ('peguei o 8012 até o centro, 4,40'): a verb of taking a vehicle (conjugated
 * by the rules) and its article, before a plain number, name the line as lineWordsBefore do.
 */
export const rideBefore = { verbs: ['pegar', 'tomar'], articles: ['o'] } as const;

/** What a line's number names: the price it joins is a fare ('peguei o 8700 pro terminal, passagem 5 reais'). */
export const lineCategory: DemoCategory = 'Transporte';

/**
 * The years a plain number of four digits may name ('IPVA 2025 pago: 1.874,32', 'matrícula 2026 890'): money only when no
 * other number can be, as a line's number. A round hundred ('2000') is more likely a price than a year.
 */
export const yearSpan = { from: 1990, to: 2039 } as const;

/**
 * A card's last digits ('cartão final 4821', 'cartão terminado em 0937'): a plain number of four digits after one of
 * these words, with a card word among the few before it, is never money.
 */
export const lastDigits = { words: ['final', 'finais', 'terminado', 'terminação'], cards: ['cartão', 'card'] } as const;

/**
 * A total paid in instalments ('celular 1.200 em 10x', 'notebook 2.999 em 10 vezes'): the word before the count, and the
 * words after it (a glued 'x' too), or a verb of instalments before that word ('parcelado em 6'). The note records one
 * instalment, as '10x de 150' records 150.
 */
export const instalments = {
  before: ['em'],
  // The singular too, as people type it after a count ('em 6 parcela').
  after: ['x', 'vezes', 'parcelas', 'prestações', 'parcela'],
  /** Verbs of paying in instalments before 'em' and the count, with no word of instalments after it ('parcelado em 6'). */
  verbs: ['parcelado', 'parcelada', 'parcelados', 'parceladas', 'parcelei', 'parcelou', 'parcelamos', 'parcelaram'],
} as const;

/**
 * A price said before the price paid ('tênis era 200, com desconto saiu 150', 'custava 80 mas paguei 60'): a number after
 * these is money only when no other number can be.
 */
export const formerPriceWords = ['era', 'eram', 'custava', 'custavam', 'estava', 'estavam', 'tava'] as const;

/**
 * The part of a price paid first ('carro 45.000 entrada 10.000', 'sinal 200'): a price before them is the whole one, never
 * an entry of its own beside them.
 */
export const downPaymentWords = ['entrada', 'sinal'] as const;

/** Change given back ('paguei 100, troco de 20', 'voltou 12 de troco'): taken off the money paid before it. */
export const changeWords = ['troco'] as const;

/**
 * What is left of a bill paid in parts, and who says they paid it ('ele pagou 120 e eu o resto'): my part is the bill less the
 * other's part; said of another ('eu paguei 40 e o resto o Léo pagou'), my part is what I paid.
 */
export const restOfBill = { words: ['resto', 'restante'], me: ['eu'] } as const;

/**
 * Change given back said with its verb and no 'troco' ('dei 100 e ele voltou 23', 'me voltaram 8'): only someone else's
 * past, right before the number, so 'voltei pra casa' and 'a volta 27' (the way back) stay what they are.
 */
export const changeVerbs = ['voltou', 'voltaram'] as const;

/**
 * A correction said inline ('115 do gás, ops 125 do gás', 'uber 27, não, foi 29'): words that open it, and a word that is
 * one only standing alone between two prices ('não'; 'não paguei 10' is a negation), or before the price said wrong again
 * ('quer dizer 23 não 32'). A note that only corrects an earlier one is `corrections` (starts.ts).
 */
export const inlineCorrections = {
  opening: [
    'ops',
    'opa',
    'oops',
    'aliás',
    'digo',
    'quer dizer',
    'na verdade',
    // Dictated: 'wait' ('padaria 19 não pera, 17'), anywhere after the price said wrong.
    'peraí',
    'pera aí',
    'não pera',
    'espera aí',
    'não espera',
  ],
  alone: ['não'],
} as const;

/** A share already stated: the amount beside it is the person's part, never divided again ('rachamos em 4, minha parte deu 62'). */
export const shareWords = ['parte', 'cota', 'quinhão'] as const;

/**
 * Half of a bill is another's ('compra do mês 312,60, metade é do Rafa', 'dividimos meio a meio'): the note's share is half.
 * A half said otherwise is the part the amount is ('paguei metade do aluguel, 900', 'metade da comissão foi pro mercado').
 */
/** Halves said right after a split's verb ('rachamos ao meio', 'dividido no meio'): each pays half. */
export const splitHalves = ['no meio', 'ao meio'] as const;

export const halfWords = [
  'meio a meio',
  // Half of it mine, said with no verb ('mercado 280 com a Lu, metade minha').
  'metade minha',
  'metade é do',
  'metade é da',
  'metade é dele',
  'metade é dela',
  // …or mine, said of what a group sold or paid ('vendemos a mesa por 400, metade é minha').
  'metade é minha',
  'metade é meu',
  'metade fica com',
  'metade cada',
  // …or paid by another now, the rest to come ('entreguei 30 kg a 6,50, ele pagou metade'): the half that moved.
  'pagou metade',
  'pagaram metade',
] as const;

/**
 * Me, first of the people a split names after its verb, a link maybe between ('dividida entre eu, Carla e Rafa', 'rachamos
 * eu e o Leo'): the bill is split by me and each one listed.
 */
export const splitMe = { links: ['entre', 'com'], me: ['eu'] } as const;

/** 'Us' before how many we are, after a split or a bill's 'pra' ('rachamos entre nós 3', 'deu 340 pra nós 4'). */
export const usWords = ['nós'] as const;

/**
 * Before how many a meal or a ticket is for, with no price before it ('rodízio de sushi pra 3', 'churrascaria pra 4 pessoas'): a count
 * of people, no money; a price for each after it ('89 por pessoa', '120 cada') is multiplied by it.
 */
export const forHowMany = ['pra', 'para'] as const;

/** Money words that may stand between a bill and forHowMany and the count ('320 reais pra 4'). */
export const moneyBeforeHowMany = ['reais', 'conto'] as const;

/** Who a bill is for after how many ('320 pra 4 pessoas'): the bill is split by them. */
export const peopleWords = ['pessoas', 'amigos', 'amigas', 'cabeças', 'colegas'] as const;

/** Between a bill and how many people share it, people named after the count ('1.800 em 6 pessoas', '300 entre 4 amigos'): split by them. */
export const sharedAmong = ['em', 'entre'] as const;

/**
 * A collection among how many people ('vaquinha de 8 amigos, total 960', 'rateio entre 5 pessoas'): the collection's word and
 * the link before the count; the bill is split by them, and my share is the entry.
 */
export const collections = { words: ['vaquinha', 'rateio'], among: ['de', 'entre'] } as const;

/**
 * A count, the thing right after it, then one of these and a price ('2 melão por 15', '6 pão por 5'): the price of them
 * all, as a market's bundle is priced; never a price of a thing named before and another thing after it.
 */
export const bundleLinks = ['por'] as const;

/** A share stated for each of a group ('cada um pagou 60', '30 por pessoa'): mine, of the bill named before it, never divided again. */
export const eachShare = ['cada um', 'cada uma', 'por pessoa', 'por cabeça', 'pra cada', 'para cada'] as const;

/** After a price, the word that makes it each one's ('7 cada'). */
export const eachWords = ['cada'] as const;

/** Between a price and a unit of measure, words that make it the unit's price ('5,89 o litro', '8 a hora', '30 por hora'). */
export const perUnitWords = ['o', 'a', 'por'] as const;

/** Before a price after a quantity, the word that makes it the price of each ('3 pastéis a 7'). */
export const unitPriceBefore = ['a'] as const;

/** Between a split's verb and how many it is split by ('dividimos por 3', 'rachamos a conta em 4', 'dividido entre 5'). */
export const splitByLinks = ['por', 'em', 'entre'] as const;

/** Between a count, or the thing it counts, and a price ('4 pneus de 320', 'passagem, 2 de 89', '10x de 150'). */
export const priceLinks = ['de'] as const;

/** Between which instalment and how many ('parcela 3 de 10'): neither is money. */
export const ordinalLinks = ['de'] as const;

/** Units of measure glued to their number: a quantity, read as one ('2kg de picanha', '500g'). */
export const gluedUnits = ['kg', 'g', 'l', 'ml', 'km', 'un'] as const;

/** Hours glued to their number ('2h'): before unitPriceBefore and a price, a count of hours ('estúdio 2h a 70' is 140). */
export const gluedHours = ['h'] as const;

/** A split with others: the link before them ('rachei com a Lu'), and the word that says a count of them follows ('com mais 3'). */
export const splitWith = { links: ['com'], more: ['mais'] } as const;

/** Said after a bill already split, the part I kept ('pizza 120 dividida por 4, fiquei com 30'): my share of it. */
export const keptShare = ['fiquei com', 'ficou pra mim', 'ficou para mim'] as const;

/** Numbers that are names, not money, when the message holds another number ('99 pro trabalho 18,90': 99 is the ride app). */
export const numberNames = ['99'] as const;

/** Words before a number that name it as the app, never money ('fechei o dia no 99', 'corrida pelo 99'). */
export const numberNameArticles = ['no', 'pelo', 'do'] as const;

/** The months: a number before one is a day ('5 de março'), never money. */
export const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** Between a day's number and its month ('5 de março'): the number is a day. */
export const monthLinks = ['de'] as const;

/** Hours from and to ('das 8 às 18'): neither number is money. */
export const hourSpan = { from: ['das'], to: ['às', 'as'] } as const;

/** Words after a number that say it is not money: units, times, percentages ('10 horas', '3 vezes', '2 kg'). */
export const notMoneyWordsAfter = [
  'horas',
  'hora',
  'hr',
  'hrs',
  'h',
  'min',
  'minutos',
  'vezes',
  'x',
  'kg',
  'kilo',
  'kilos',
  'quilo',
  'quilos',
  'g',
  'gramas',
  'litro',
  'litros',
  'l',
  'ml',
  'km',
  'kms',
  'm',
  'metros',
  'anos',
  'ano',
  'meses',
  'mes',
  'mês',
  'semanas',
  'dias',
  'pessoas',
  'parcelas',
  'unidade',
  'unidades',
  'un',
  // Counted by the dozen, a thing sold or bought so ('10 dúzia de ovo a 12'): a count, never a price before a thing.
  'dúzia',
  'dúzias',
  ...months,
] as const;

/**
 * Units of time among those words: said in the singular after a number they make a price per unit ('99 mês', '150 a diária'),
 * not a count, as a singular unit of measure does ('dois kilo de picanha', '1 litro de leite'); after a count said past a
 * price and 'x' they say what was counted ('marmita 18 x 5 dias', '18 dias x 450').
 */
export const timeUnits = [
  'hora',
  'horas',
  'hr',
  'hrs',
  'h',
  'min',
  'minutos',
  'dia',
  'dias',
  'diária',
  'diárias',
  'noite',
  'noites',
  'semana',
  'semanas',
  'mes',
  'mês',
  'meses',
  'ano',
  'anos',
] as const;

/**
 * Words that may follow an amount without making it a quantity: after '2 pizzas' the number
 * counts things, after '30 no uber', '30 pro almoço' or '30 hj' it is still the price. The money
 * words (moneyWordsAfter) never make a count either, so they are not repeated here.
 */
export const wordsAfterAmount = [
  'de',
  'do',
  'da',
  'dos',
  'das',
  'no',
  'na',
  'nos',
  'nas',
  'em',
  'o',
  'a',
  'ao',
  'aos',
  'pro',
  'pra',
  'pros',
  'pras',
  'para',
  'p',
  'pelo',
  'pela',
  'com',
  'c',
  'e',
  'ou',
  'hj',
  'hoje',
  'ontem',
  'agora',
  'so',
  'só',
  'mais',
  'q',
  'que',
  'por',
  'cada',
  'tudo',
  'total',
  'mil',
  'milhão',
  'milhões',
  'numa',
  'num',
  'la',
  'lá',
  'ai',
  'aí',
  'nesse',
  'neste',
  'nessa',
  'nesta',
  'esse',
  'essa',
  'este',
  'esta',
  'ja',
  'já',
  'tb',
  'tbm',
  'também',
  'semana',
  'mes',
  'mês',
  'manha',
  'manhã',
  'tarde',
  'noite',
  'cedo',
  'certinho',
  'redondo',
  'via',
  'pix',
  'cartao',
  'cartão',
  'debito',
  'débito',
  'credito',
  'crédito',
  'dinheiro',
  'especie',
  'espécie',
  'vista',
  'avista',
  'k',
  'kkk',
  'kkkk',
  'rs',
  'obg',
  // The little words in -s are no counted plurals ('paguei 120 pelas compras', 'uber 25 todos os dias').
  'pelos',
  'pelas',
  'todos',
  'todas',
  'depois',
  'apenas',
  'menos',
  'antes',
  'esses',
  'essas',
  'estes',
  'estas',
  'nesses',
  'nessas',
  'desses',
  'dessas',
  'nuns',
  'numas',
  'seus',
  'suas',
  'meus',
  'minhas',
  'nossos',
  'nossas',
  'ambos',
  'ambas',
  'entre',
  'após',
  'até',
  // Conjunctions and days: 'recebi 500 mas gastei 200', 'uber 30 anteontem'.
  'mas',
  'porém',
  'porem',
  'então',
  'entao',
  'anteontem',
  'amanhã',
  'amanha',
] as const;

/** Words after a number that say it is cents ('vinte reais e cinquenta centavos'). */
export const centWords = ['centavos', 'centavo', 'cents'] as const;

/** The decimal comma said as a word, as voice typing writes it: 'trinta vírgula cinquenta' is R$ 30,50. */
export const decimalWords = ['vírgula'] as const;

/**
 * An amount the note says is not known ('paguei a luz 134 e a água também, não lembro quanto'): its entry is kept with no amount
 * beside the priced ones, where an entry said with none is a word of theirs.
 */
export const unknownAmounts = [
  'não lembro quanto',
  'não lembro o valor',
  'não sei quanto',
  'não sei o valor',
  'esqueci quanto',
  'esqueci o valor',
] as const;
