/** A make and model offered on an entry page, from the vehicle catalogue (server) to the form's lists (browser). */
export interface ModelSuggestion {
  brand: string;
  model: string;
  years: string;
}
