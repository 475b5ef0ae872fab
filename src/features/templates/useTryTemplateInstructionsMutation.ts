// Try it on a menu: runs the template's instructions as edited (unsaved) on a menu, its page URLs resolved against the
// menu's URL, and answers the titles and dishes found (nothing is stored), in the shape the menu scraping task's Try it
// result view reads.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useTryTemplateInstructionsMutation as Operation } from './__generated__/useTryTemplateInstructionsMutation.graphql';

const mutation = graphql`
  mutation useTryTemplateInstructionsMutation($menuId: Int!, $scrapingInstructions: JSON!) {
    trial: tryMenuScrapingTemplateInstructions(menuId: $menuId, scrapingInstructions: $scrapingInstructions) {
      scrapingStatus
      messages
      exceptions
      menuTitles {
        key
        parentKey
        title
        description
        isEverywhereAvailable
        isPlaceholder
      }
      dishes {
        key
        menuTitleKey
        menuTitlePath
        name
        description
        price
        calories
        diets
        allergens
        isCorrupt
      }
      report {
        retries
        durationMs
        pages {
          url
          statusCode
          durationMs
          bytes
          attempts
          error
        }
        errors {
          cause
          message
          count
          urls
          htmlUrl
          screenshotUrl
        }
      }
    }
  }
`;

export function useTryTemplateInstructionsMutation() {
  return usePromiseMutation<Operation>(mutation);
}
