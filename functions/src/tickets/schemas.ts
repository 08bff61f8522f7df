/** Callable inputs of the staff support functions: the shared schemas (common/schemas/tickets.ts). */
export { answerTicketInput, updateTicketInput, type AnswerTicketInput, type UpdateTicketInput } from '@common/schemas/tickets';
