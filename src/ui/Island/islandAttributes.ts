/** The placeholder's attributes: written by the prerender, read by the browser's entry (and the end-to-end tests). */
export const ISLAND = { name: 'data-island', id: 'data-island-id', when: 'data-when', props: 'data-props' } as const;
