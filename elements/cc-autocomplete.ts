import { defineElement } from '../src/ui/define-element';
import { declaration } from '../src/declarations/cc-autocomplete.decl';
import { AutocompleteElement } from '../src/features/autocomplete/AutocompleteElement';
import { autocompleteElementCss } from '../src/features/autocomplete/autocomplete.styles';

export const CcAutocompleteElement = defineElement(declaration, AutocompleteElement, {
  styles: [autocompleteElementCss],
});
