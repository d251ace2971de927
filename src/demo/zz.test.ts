import { it } from 'vitest';
import { readNote } from './rules';
it('x', () => {
  for (const t of [
    'comi 3 coxinhas a 6,50 cada e 4 long necks, 38 tudo',
    'pizza com a galera 35 cada e açaí 22',
    'peguei o ônibus da linha 477, 4,40 e estacionamento no andar 3 deu 18',
    'abasteci 250 no ipiranga e gasolina 5,89 o litro, abasteci 200',
  ])
    console.log(t, '\n', readNote(t)?.trace.join('\n '));
});
