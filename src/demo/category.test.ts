import { describe, expect, it } from 'vitest';

import { categoryLexicon } from '@content/demoLexicon/categories';

import { type Category } from './money';
import { readMessage } from './rules';
import { normalize } from './words';

/** Every way a word may be typed: as written, without accents, upper case, capitalised. */
function spellings(keyword: string): string[] {
  const plain = normalize(keyword);
  return [...new Set([keyword, plain, keyword.toUpperCase(), plain.toUpperCase(), keyword.charAt(0).toUpperCase() + keyword.slice(1)])];
}

/** The category the rules file a message under. */
const categorize = (text: string) => readMessage(text)?.category ?? null;

describe('categorize (spec §5 rows)', () => {
  const rows: [string, Category][] = [
    ['mercado', 'Alimentação'],
    ['comida', 'Alimentação'],
    ['alimentação', 'Alimentação'],
    ['salário', 'Salário'],
    ['recebi', 'Salário'],
    ['ganho', 'Salário'],
    ['transporte', 'Transporte'],
    ['uber', 'Transporte'],
    ['combustível', 'Transporte'],
    ['casa', 'Moradia'],
    ['aluguel', 'Moradia'],
    ['moradia', 'Moradia'],
  ];
  const cases = rows.flatMap(([keyword, category]) => spellings(keyword).map((typed) => [typed, category] as const));

  it.each(cases)('finds %j in a sentence → %s', (typed, category) => {
    expect(categorize(`${typed} 10 hoje`)).toBe(category);
    expect(categorize(`hoje foi ${typed}`)).toBe(category);
    expect(categorize(typed)).toBe(category);
  });

  it.each(['gastei 30', 'cinema 25', 'academia', '😀 40'])('%j matches no row → Outros', (text) => {
    expect(categorize(text)).toBe('Outros');
  });

  it.each<[string, Category]>([
    ['comprei um casaco', 'Outros'],
    ['presente de casamento', 'Outros'],
    ['Casas Bahia', 'Outros'],
    ['camiseta de Uberaba', 'Outros'],
    ['mercadoria', 'Outros'],
    ['comidaria', 'Outros'],
    ['uberlândia', 'Outros'],
    ['casarão', 'Outros'],
  ])('never matches inside another word: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['supermercado', 'Alimentação'],
    ['hipermercado', 'Alimentação'],
    ['mercadinho', 'Alimentação'],
    ['mercados', 'Alimentação'],
    ['comidas', 'Alimentação'],
    ['alimentos', 'Alimentação'],
    ['ubers', 'Transporte'],
    ['transportes', 'Transporte'],
    ['combustíveis', 'Transporte'],
    ['casas', 'Moradia'],
    ['aluguéis', 'Moradia'],
    ['alugueis', 'Moradia'],
  ])('matches the common forms and compounds of a keyword: %j → %s', (text, category) => {
    expect(categorize(`gastei 10 ${text}`)).toBe(category);
  });

  it.each<[string, Category]>([
    ['paguei no mercado pago', 'Outros'],
    ['comprei no mercado livre', 'Outros'],
    // A thing named beside a store decides: the store says where it was bought (issue 61).
    ['comida no Mercado Livre', 'Alimentação'],
    ['sofá das Casas Bahia pra casa nova', 'Moradia'],
  ])('reads store and wallet names as names, a thing named beside a store winning: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['aluguel 1200 e mercado 300', 'Moradia'],
    ['casa, transporte e mercado', 'Transporte'],
    ['uber pro aluguel', 'Transporte'],
    ['combustível da moradia', 'Transporte'],
    ['comida em casa', 'Alimentação'],
  ])(
    'where entries of one length overlap, the first strong one in the message wins (it goes with the first amount): %j → %s',
    (text, category) => {
      expect(categorize(text)).toBe(category);
    },
  );

  it.each<[string, Category]>([
    ['mercado com frango, arroz e saco de lixo', 'Alimentação'],
    ['tênis, camiseta e um pão de queijo', 'Outros'],
    // One each: the longest, as before.
    ['pão e sabão em pó', 'Moradia'],
  ])('the category most of the things name wins over a longer name of another: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['recebi 50 do mercado', 'Salário'],
    ['salário para comida', 'Salário'],
    ['ganho do uber', 'Salário'],
    ['recebi o aluguel', 'Salário'],
  ])('files income under Salário whatever else it mentions: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });

  it.each<[string, Category]>([
    ['gastei 1200 do salário no aluguel', 'Moradia'],
    ['paguei o mercado com o que ganhei', 'Alimentação'],
    ['gastei o salário todo', 'Outros'],
  ])('never files a spending under Salário: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });
});

describe('categorize with the lexicon', () => {
  it.each<[string, Category]>([
    ['gasolina 200', 'Transporte'],
    ['abasteci 150 reais', 'Transporte'],
    ['onibus 4,40', 'Transporte'],
    ['pedágio 12,40', 'Transporte'],
    ['paguei 12,5 no estacionamento', 'Transporte'],
    ['99 pro trabalho 18,90', 'Transporte'],
    ['uver 25', 'Transporte'],
    ['aluguel do carro na viagem 380', 'Transporte'],
    ['gastei 45 no ifood', 'Alimentação'],
    ['padaria 12,50', 'Alimentação'],
    ['feira 68', 'Alimentação'],
    ['Almoço R$35,90', 'Alimentação'],
    ['marmita 18 conto', 'Alimentação'],
    ['uber eats 47,80', 'Alimentação'],
    ['casa de carnes 67', 'Alimentação'],
    ['mercao 80', 'Alimentação'],
    ['pizza em casa 60', 'Alimentação'],
    ['conta de luz 187,34', 'Moradia'],
    ['conta da luz 187,34', 'Moradia'],
    ['condomínio 650', 'Moradia'],
    ['internet 99,90', 'Moradia'],
    ['botijão novo 130', 'Moradia'],
    ['recebi a conta de luz, 210 reais', 'Moradia'],
    ['ração do cachorro 120', 'Outros'],
    ['farmácia 35', 'Outros'],
    ['paguei 99 no mercado', 'Alimentação'],
    // A traffic fine named by what it was for; a fee named for a ticket; a roof's repair; a university canteen; a transit pass.
    ['tomei uma multa de 130 por estacionar errado', 'Transporte'],
    ['multa 88,38 por avançar o sinal', 'Transporte'],
    ['multa 40 da blitz', 'Transporte'],
    ['multa 40', 'Outros'],
    ['taxa de conveniência 18', 'Outros'],
    ['loja de conveniência 18', 'Alimentação'],
    ['conserto da calha 350', 'Moradia'],
    ['troquei as telhas 1,2k', 'Moradia'],
    ['almocei no RU 5,20', 'Alimentação'],
    ['recarreguei o passe 100', 'Transporte'],
    // Who a thing is for decides over what it is: a pet's things are Outros, but a hot dog is food.
    ['biscoito pro cachorro 18', 'Outros'],
    ['petisco 15 pro gatinho', 'Outros'],
    ['cachorro quente 12', 'Alimentação'],
  ])('%j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });
});

describe('every entry of the lexicon', () => {
  // Every entry, the old and issue 55's, alone before an amount and after a spending verb; none needs a phrase around it.
  const rows = categoryLexicon.flatMap(({ category, words }) => words.map((word) => [word, category] as const));

  it.each(rows)('reads %j in a note with an amount as %s', (word, category) => {
    expect(categorize(`${word} 45`)).toBe(category);
    expect(categorize(`gastei 45 com ${word}`)).toBe(category);
  });

  it.each<[string, Category]>([
    // Supermarket and grocery formats and chains (issue 55: a "hortifruti" or "sacolão" bill was Outros).
    ['fui no hortifruti 54,30', 'Alimentação'],
    ['sacolão 38,50', 'Alimentação'],
    ['atacarejo 412', 'Alimentação'],
    ['compras no assaí atacadista 389,90', 'Alimentação'],
    ['max atacadista 230', 'Alimentação'],
    ['supermercado epa 87', 'Alimentação'],
    ['oxxo 12,90', 'Alimentação'],
    ['mercantil 45', 'Alimentação'],
    ['adega 60', 'Alimentação'],
    // Dishes, drinks and delivery.
    ['pão na chapa e pingado 11', 'Alimentação'],
    ['breja com a galera 60', 'Alimentação'],
    ['açaí na tigela 22', 'Alimentação'],
    ['marmita fit 25', 'Alimentação'],
    ['keeta 38', 'Alimentação'],
    ['99food 41', 'Alimentação'],
    ['taxa de entrega 7,99', 'Alimentação'],
    ['couvert 15', 'Alimentação'],
    // Fuel, rides, transit, couriers, vehicle costs, flights and buses.
    ['posto ale 150', 'Transporte'],
    ['posto br 200', 'Transporte'],
    ['indriver pro trabalho 18', 'Transporte'],
    ['uber flash 19', 'Transporte'],
    ['lalamove 65', 'Transporte'],
    ['loggi 23', 'Transporte'],
    ['estapar 28', 'Transporte'],
    ['move mais 25', 'Transporte'],
    ['rodízio de pneu 60', 'Transporte'],
    ['ar-condicionado do carro 350', 'Transporte'],
    ['voo da gol 890', 'Transporte'],
    ['passagem da azul 1.240', 'Transporte'],
    ['buser 89', 'Transporte'],
    ['auto escola 1.800', 'Transporte'],
    // Utility bills and their companies, home internet, home services, furniture.
    ['naturgy 89', 'Moradia'],
    ['ultragaz 125', 'Moradia'],
    ['bujão 120', 'Moradia'],
    ['sanasa 96', 'Moradia'],
    ['taxa do lixo 45', 'Moradia'],
    ['claro tv 140', 'Moradia'],
    ['internet da vivo 110', 'Moradia'],
    ['starlink 236', 'Moradia'],
    ['desentupidora 250', 'Moradia'],
    ['marido de aluguel 150', 'Moradia'],
    ['mesa de jantar 1.200', 'Moradia'],
    ['jogo de cama 189', 'Moradia'],
    // Phone plans are Outros; the same company's home internet is Moradia.
    ['conta da claro 59,90', 'Outros'],
    ['vivo controle 55', 'Outros'],
    ['internet do celular 30', 'Outros'],
    // Health.
    ['consulta médica 250', 'Outros'],
    ['panvel 47', 'Outros'],
    ['drogaria são paulo 62', 'Outros'],
    ['exame de sangue no fleury 120', 'Outros'],
    ['unimed 480', 'Outros'],
    ['psicóloga 200', 'Outros'],
    ['posto de saúde 20', 'Outros'],
    ['ótica 350', 'Outros'],
    // School.
    ['mensalidade escolar 1.150', 'Outros'],
    ['material escolar 420', 'Outros'],
    ['curso de inglês 300', 'Outros'],
    ['cursinho 690', 'Outros'],
    ['apostila 180', 'Outros'],
    // Pets.
    ['petz 89', 'Outros'],
    ['banho e tosa 70', 'Outros'],
    ['vacina do cachorro 110', 'Outros'],
    ['areia do gato 45', 'Outros'],
    ['petisco do cachorro 19', 'Outros'],
    // Church: an offering at church; 'oferta' alone is weak, so a shop's offer stays with the shop.
    ['oferta da igreja 50', 'Outros'],
    ['culto 20', 'Outros'],
    ['oferta do mercado 30', 'Alimentação'],
    // Gifts, leisure, clothes.
    ['chá de bebê 120', 'Outros'],
    ['cesta de café da manhã 150', 'Outros'],
    ['aluguel de quadra 90', 'Outros'],
    ['renner 189', 'Outros'],
  ])('names the shops, bills and services Brazilians type: %j → %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });
});

describe('emoji are words', () => {
  const read = (text: string) => {
    const reading = readMessage(text);
    return { kind: reading?.kind, cents: reading?.cents, category: reading?.category };
  };

  it.each<[string, 'income' | 'spending', number, Category]>([
    // Issue 28's two notes.
    ['🍔🍟 42,90', 'spending', 4290, 'Alimentação'],
    ['⛽ 180', 'spending', 18_000, 'Transporte'],
    // Wherever the emoji stands, however it is typed.
    ['180 ⛽', 'spending', 18_000, 'Transporte'],
    ['⛽\uFE0F 180', 'spending', 18_000, 'Transporte'],
    ['180⛽\uFE0F', 'spending', 18_000, 'Transporte'],
    ['hoje 🛒 212,40 😩', 'spending', 21_240, 'Alimentação'],
    ['☕ 8', 'spending', 800, 'Alimentação'],
    ['🚌 4,40', 'spending', 440, 'Transporte'],
    ['🏠 1.200', 'spending', 120_000, 'Moradia'],
    ['💡 187,32', 'spending', 18_732, 'Moradia'],
    ['💊 32', 'spending', 3200, 'Outros'],
    ['🎬 60', 'spending', 6000, 'Outros'],
    ['👷🏾\u200D♂\uFE0F 300', 'spending', 30_000, 'Moradia'],
    // Income by meaning: alone it is income, beside a spending category's word a spending.
    ['💰 2.800', 'income', 280_000, 'Salário'],
    ['🤑 500', 'income', 50_000, 'Salário'],
    ['💰 mercado 200', 'spending', 20_000, 'Alimentação'],
    // A word beats an emoji of another category only where it is longer or the emoji is weak; the first wins between equals.
    ['uber 🍔 25', 'spending', 2500, 'Transporte'],
    ['🍔 uber 25', 'spending', 2500, 'Alimentação'],
  ])('%j → %s, %i, %s', (text, kind, cents, category) => {
    expect(read(text)).toEqual({ kind, cents, category });
  });

  it.each(['👍', 'valeu 👍', 'oi 😀', 'bom dia ☀️'])('%j stays what it was without the emoji', (text) => {
    const withoutEmoji = text.replace(/\p{Extended_Pictographic}\uFE0F?/gu, '').trim();
    expect(read(text)).toEqual(read(withoutEmoji === '' ? '.' : withoutEmoji));
  });
});
