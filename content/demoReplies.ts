/**
 * What the demo's assistant answers (spec §5's reply), as templates: `{placeholder}` tokens are
 * filled by src/demo/reply.ts. The landing page's sample conversations (the hero and the demo's
 * opening messages) are written by the same templates, so this is the one place their wording lives.
 * They travel with the rules, not with the page's first load; the one reply written before the
 * rules arrive is content/demoUnavailableReply.ts.
 */
export const demoReplies = {
  /** template: {amount}, {category} */
  spendingRecorded: '✅ Gasto registrado: {amount} em {category}',
  /** template: {amount}, {category} */
  incomeRecorded: '✅ Receita registrada: {amount} em {category}',
  /** template: {count}. A note of several entries (issue 61): this line, then one line per entry, then the month's total once. */
  severalRecorded: '✅ {count} lançamentos registrados:',
  /** template: {amount}, {category}. One spending of a note of several. */
  spendingLine: '• Gasto: {amount} em {category}',
  /** template: {amount}, {category}. One income of a note of several. */
  incomeLine: '• Receita: {amount} em {category}',
  /** template: {category}. One spending of a note of several whose amount the note says is unknown: it moves no total. */
  spendingLineNoAmount: '• Gasto em {category}: sem valor, não somado',
  /** template: {category}. One income of a note of several whose amount the note says is unknown. */
  incomeLineNoAmount: '• Receita em {category}: sem valor, não somada',
  /** template: {max}. One message counts for at most this much. */
  capped: 'Na demonstração, cada mensagem vale no máximo {max}.',
  /** template: {spent}, {goal}, {percentage} */
  monthTotal: 'Total do mês: {spent} de {goal} ({percentage})',
  /** Once spending reaches the goal ('used up' is true at the goal and past it). */
  overGoal: '⚠️ Você já usou toda a sua meta de gastos do mês.',
  /** Spec §5's congratulation, claimed only when the month's balance really is positive. */
  salaryPositive: '🎉 Parabéns! Seu saldo do mês está positivo.',
  salaryNotYetPositive: '🎉 Parabéns pelo salário! Ele deixa seu saldo do mês mais perto do positivo.',
  /** template: {example}. A message with no number: nothing is recorded, and it shows how to write one. */
  noAmount: '🤔 Não encontrei um valor nessa mensagem, então nada foi registrado.\nEscreva o valor junto, por exemplo: “{example}”.',
  /** template: {spent}, {percentage}, {income}. A question: the demo's month answers it, and nothing is recorded. */
  question: '📊 Na demonstração só existe este mês: {spent} em gastos ({percentage} da meta) e {income} em receitas. Nada foi registrado.',
  /** template: {example}. A reminder or a plan. */
  reminder:
    '⏰ Lembretes ficam com o assistente completo, que avisa no dia certo. Aqui nada foi registrado: para anotar um gasto, mande o valor junto, como “{example}”.',
  /** template: {example}. A remark on the money with no amount, or a command to the assistant ('apaga o último'). */
  remark:
    '💬 Aqui nada foi registrado nem mudado: a demonstração anota gastos e receitas com o valor, como “{example}”. Para recomeçar, use “Resetar Demo”.',
  /** template: {example}. A greeting or thanks. */
  greeting: '👋 Oi! Me conte um gasto ou uma receita com o valor, como “{example}”, e eu registro na hora.',
} as const;
