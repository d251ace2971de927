import { describe, expect, it } from 'vitest';

import { isOneEditApart, keyWords, normalize, PhraseTable, singularsOf, Spelling, wordsOf } from './words';

describe('normalize', () => {
  it.each([
    ['SALÁRIO', 'salario'],
    ['Alimentação', 'alimentacao'],
    ['Combustível', 'combustivel'],
    ['ÀÉÎÕÜ Ç', 'aeiou c'],
    ['gastei 30 no uber', 'gastei 30 no uber'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('folds precomposed and decomposed accents alike', () => {
    expect(normalize('sala\u0301rio')).toBe('salario');
    expect(normalize('sal\u00e1rio')).toBe('salario');
  });
});

describe('wordsOf', () => {
  it('cuts a message into normalized words of letters and digits', () => {
    expect([...wordsOf('Gastei R$30,00 no Über! #mercado 🍕 uber2')]).toEqual([
      'gastei',
      'r',
      '30',
      '00',
      'no',
      'uber',
      'mercado',
      'uber2',
    ]);
  });
});

describe('keyWords', () => {
  it.each([
    ['conta de luz', ['conta', 'luz']],
    ['Conta da LUZ', ['conta', 'luz']],
    ['casa de carnes', ['casa', 'carnes']],
    ['um pão na padaria', ['pao', 'padaria']],
    ['o a os as de do da dos das no na nos nas em um uma mercado', ['mercado']],
    ['uma dose', ['dose']],
  ])('leaves the little words out of %j', (text, words) => {
    expect(keyWords(text)).toEqual(words);
  });

  // Emoji are words of the lexicon wherever they stand: each is one word, however it is typed.
  it.each([
    ['🍔🍟 42,90', ['🍔', '🍟', '42', '90']],
    ['⛽ 180', ['⛽', '180']],
    ['180⛽', ['180', '⛽']],
    ['mercado🛒', ['mercado', '🛒']],
    // A variation selector (U+FE0F) asks for the colour form: the same emoji.
    ['⛽\uFE0F 180', ['⛽', '180']],
    ['☕\uFE0E', ['☕']],
    // Skin tones (U+1F3FB–U+1F3FF) are dropped.
    ['👷🏾 300', ['👷', '300']],
    ['💅🏻💅🏿', ['💅', '💅']],
    // A gender sign joined by a zero-width joiner is dropped, with or without its selector and a skin tone.
    ['👷\u200D♂\uFE0F', ['👷']],
    ['👷🏽\u200D♀\uFE0F', ['👷']],
    // Any other joined sequence is one word of its own, not its parts.
    ['🧑\u200D🍳', ['🧑\u200D🍳']],
    ['👨\u200D👩\u200D👧 🍕', ['👨\u200D👩\u200D👧', '🍕']],
    ['🧑🏾\u200D🍳', ['🧑\u200D🍳']],
    // A keycap digit is the digit; a flag or an arrow is no word.
    ['1\uFE0F\u20E3', ['1']],
    ['🇧🇷 → ok', ['ok']],
  ])('reads the emoji of %j as words', (text, words) => {
    expect(keyWords(text)).toEqual(words);
  });
});

describe('singularsOf', () => {
  it.each([
    ['pizzas', ['pizza']],
    ['paes', ['pao', 'pae']],
    ['animais', ['animal', 'animai']],
    ['jornais', ['jornal', 'jornai']],
    ['pasteis', ['pastel', 'pastei']],
    ['limoes', ['limao', 'limo', 'limoe']],
    ['alugueis', ['aluguel', 'aluguei']],
    ['botijoes', ['botijao', 'botijo', 'botijoe']],
    ['hamburgueres', ['hamburguer', 'hamburguere']],
    ['mes', []],
    ['gas', []],
  ])('%j may be the plural of %j', (word, forms) => {
    expect(singularsOf(word)).toEqual(forms);
  });
});

describe('Spelling', () => {
  const spelling = new Spelling(['mercado', 'pizza', 'conta', 'gasolina', 'gasto'], ['conto']);

  it.each([
    ['mercado', 'mercado'],
    ['mercados', 'mercado'],
    ['pizzas', 'pizza'],
    ['mercao', 'mercado'],
    ['mercadoo', 'mercado'],
    ['mecrado', 'mercado'],
    ['gasolna', 'gasolina'],
    ['conto', 'conto'],
    ['contos', 'contos'],
    ['uver', 'uver'],
    ['gastos', 'gasto'],
    ['livro', 'livro'],
  ])('reads %j as %j', (typed, read) => {
    expect(spelling.read(typed)).toBe(read);
  });

  it.each([
    ['pizzinha', 'pizza'],
    ['gastinho', 'gasto'],
    ['mercadinhos', 'mercado'],
    // A word that is known as it stands, or whose plain forms are none of the entries, is left as it is.
    ['continha', 'conta'],
    ['caminho', 'caminho'],
    ['linha', 'linha'],
  ])('reads the diminutive %j as %j', (typed, read) => {
    expect(spelling.read(typed)).toBe(read);
  });

  it('corrects nothing that lies a letter away from two entries', () => {
    const twoEntries = new Spelling(['salada', 'salado']);
    expect(twoEntries.correct('salade')).toBeNull();
    expect(twoEntries.read('salade')).toBe('salade');
  });

  it('maps a typo of a plural entry to its singular when that is an entry too', () => {
    const plurals = new Spelling(['casa', 'casas', 'bahia']);
    expect(plurals.read('cazas')).toBe('casa');
  });

  it('reads a word typed as it sounds as the entry it spells, and only an unknown word', () => {
    const sounds = new Spelling(['churrasco', 'bolacha', 'caixa'], [], [['x', 'ch']]);
    expect(sounds.read('xurrasco')).toBe('churrasco');
    expect(sounds.read('bolaxas')).toBe('bolacha');
    expect(sounds.read('caixa')).toBe('caixa');
    expect(sounds.read('xaxim')).toBe('xaxim');
    expect(new Spelling(['churrasco']).read('xurrasco')).toBe('xurrasco');
  });

  it('knows no extra words unless told', () => {
    expect(new Spelling(['conta']).read('conto')).toBe('conta');
    expect(new Spelling(['conta'], ['conto']).read('conto')).toBe('conto');
  });

  it('corrects only words of five letters or more, towards entries of five letters or more', () => {
    expect(new Spelling(['bolo']).correct('bolox')).toBeNull();
    expect(new Spelling(['bolos']).correct('bolo')).toBeNull();
    expect(new Spelling(['bolos']).correct('bolox')).toBe('bolos');
  });

  it('takes no emoji for a typo of another, though their code units lie one apart', () => {
    expect(new Spelling(['👨\u200D👩\u200D👧']).correct('👩\u200D👩\u200D👧')).toBeNull();
  });

  it('corrects nothing in a word with digits', () => {
    expect(new Spelling(['uber22']).correct('uber2')).toBeNull();
  });
});

describe('isOneEditApart', () => {
  it.each([
    ['ab', 'ba', true],
    ['abc', 'bac', true],
    ['abc', 'acb', true],
    ['abcd', 'abdc', true],
    ['abcd', 'acbd', true],
    ['abcd', 'badc', false],
    ['abcd', 'acdb', false],
    ['abcd', 'axyd', false],
    ['abcd', 'bacd', true],
    ['abcde', 'bacdf', false],
    ['abc', 'ab', true],
    ['ab', 'abc', true],
    ['abc', 'xbc', true],
    ['abc', 'a', false],
    ['a', 'abc', false],
    ['abc', 'abc', false],
    ['', 'a', true],
    ['abx', 'bcx', false],
    ['abx', 'cax', false],
    ['abcdef', 'abxyz', false],
    ['abc', 'abcde', false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
    expect(isOneEditApart(b, a)).toBe(expected);
  });
});

describe('PhraseTable', () => {
  const table = new PhraseTable<string>();
  table.add(['uber'], 'Transporte');
  table.add(['uber', 'eats'], 'Alimentação');
  table.add(['casa'], 'Moradia');
  table.add(['casa', 'carnes'], 'Alimentação');
  table.add(['casa'], 'ignored: the first value of a phrase stays');

  it.each([
    [['uber', 'eats', '47'], [{ start: 0, length: 2, value: 'Alimentação' }]],
    [['uber', '25'], [{ start: 0, length: 1, value: 'Transporte' }]],
    [
      ['casa', 'carnes', 'uber'],
      [
        { start: 0, length: 2, value: 'Alimentação' },
        { start: 2, length: 1, value: 'Transporte' },
      ],
    ],
    [['eats', 'casa'], [{ start: 1, length: 1, value: 'Moradia' }]],
    [[], []],
  ])('finds the longest phrase at each place in %j', (words, matches) => {
    expect(table.find(words)).toEqual(matches);
  });

  it('lists the words of its phrases, each phrase once, and ignores an empty phrase', () => {
    table.add([], 'nothing');
    expect(table.words()).toEqual(['uber', 'uber', 'eats', 'casa', 'casa', 'carnes']);
  });
});
