import { listen, type Island } from './island';

/** The FAQ's questions (features/site/FaqPage.tsx): one answer open at a time. */
export const faqIsland: Island = (page, signal) => {
  const questions = [...page.querySelectorAll<HTMLButtonElement>('.pp-faq__question')];
  const answerOf = (question: HTMLButtonElement) =>
    page.querySelector<HTMLElement>(`#${question.getAttribute('aria-controls') ?? ''}`);
  const setExpanded = (question: HTMLButtonElement, expanded: boolean) => {
    question.setAttribute('aria-expanded', String(expanded));
    const answer = answerOf(question);
    if (answer !== null) answer.hidden = !expanded;
  };
  for (const question of questions) {
    const toggle = () => {
      const opening = question.getAttribute('aria-expanded') !== 'true';
      for (const other of questions) setExpanded(other, false);
      if (opening) setExpanded(question, true);
    };
    listen(question, 'click', toggle, signal);
  }
  return () => {
    for (const question of questions) setExpanded(question, false);
  };
};
