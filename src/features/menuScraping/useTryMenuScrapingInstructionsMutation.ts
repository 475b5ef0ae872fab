// The "try it" run: scrapes the menu's pages with the instructions being edited and answers what they found; nothing is
// stored, so the answer stays in the page's state.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useTryMenuScrapingInstructionsMutation as Operation } from './__generated__/useTryMenuScrapingInstructionsMutation.graphql';

const mutation = graphql`
  mutation useTryMenuScrapingInstructionsMutation($menuId: Int!, $scrapingInstructions: JSON!) {
    trial: tryMenuScrapingInstructions(menuId: $menuId, scrapingInstructions: $scrapingInstructions) {
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

export type ScrapingTrialResult = NonNullable<Operation['response']['trial']>;

export function useTryMenuScrapingInstructionsMutation() {
  return usePromiseMutation<Operation>(mutation);
}
